import { parseArgs } from 'node:util';
import type { LoadOptions } from './load.js';

/** Rows of each short catalogue list. */
export const SHORT_LIST = 100;

export const PASSES = ['public', 'sqlite', 'postgresql', 'apps', 'scale-out'] as const;
export type Pass = (typeof PASSES)[number];

/** What runs without `--passes`: every pass but scale-out, which needs nginx and Redis. */
export const DEFAULT_PASSES: readonly Pass[] = ['public', 'sqlite', 'postgresql', 'apps'];

/** Seconds measured per scenario: the scale-out pass alone measures 17 runs a round. */
const DURATION = { default: '5', scaleOut: '3' };

export const USAGE = `Usage: npm run bench [-- --passes P,P] [--scale-out] [--notices N] [--catalogue N] [--connections C] [--signed-in-connections C] [--duration S] [--warmup S] [--rounds R] [--only TEXT]
  --passes       which passes to run, comma-separated (default all but scale-out): public (the anonymous lists,
                 SQLite), sqlite and postgresql (the signed-in pass on each database; PostgreSQL in a
                 throwaway cluster, or a database of its own in BENCH_DATABASE_URL's), apps (a
                 150 MB APK uploaded and downloaded, and a developer's list of 1,000 apps, on a
                 server and SQLite database of its own), scale-out (not in the default: the
                 session check, two public lists and one signed-in read through Debian's nginx
                 in front of one and two PostgreSQL + Redis instances and one SQLite instance,
                 and the SQLite one direct)
  --scale-out    the same as --passes scale-out (added to --passes when both are given); its
                 --duration is 3 unless given
  --notices      notices generated into the temporary database (default 20000, at least 10000)
  --catalogue    rows of each long catalogue list (default 100000, at least 10000); the short
                 lists hold ${SHORT_LIST}
  --connections  concurrent connections per load run of the public pass (default 100)
  --signed-in-connections
                 concurrent connections per load run of the signed-in passes (default 50)
  --duration     seconds measured per scenario (default 5; 3 for the scale-out pass alone)
  --warmup       seconds of unmeasured load before each scenario (default 1)
  --rounds       times every scenario is measured, the scenarios taking turns; each figure is
                 the median of its rounds (default 3)
  --only         the signed-in passes measure only the scenarios whose name contains TEXT, or
                 one of several comma-separated texts (case-insensitive; the baseline always), and skip the uncached re-run and the
                 logins: a quick look at a few calls while working on them
`;

export interface BenchOptions {
  /** Notices generated. */
  notices: number;
  /** Rows of each long catalogue list. */
  catalogue: number;
  rounds: number;
  passes: Pass[];
  load: LoadOptions;
  /** The signed-in passes' load: the public one's with its own number of connections. */
  signedInLoad: LoadOptions;
  /** `--only`: the signed-in scenarios to measure, by parts of their names (lower case). */
  only?: string[];
}

function positive(name: string, text: string, min: number): number {
  const n = Number(text);
  if (!Number.isFinite(n) || n < min) throw new Error(`--${name} must be a number >= ${min}`);
  return n;
}

/** The command line (`args`, default the process's); `--help` prints the usage and exits, a bad value throws. */
export function parseOptions(args: string[] = process.argv.slice(2)): BenchOptions {
  const { values } = parseArgs({
    args,
    options: {
      notices: { type: 'string', default: '20000' },
      catalogue: { type: 'string', default: '100000' },
      passes: { type: 'string' },
      'scale-out': { type: 'boolean' },
      connections: { type: 'string', default: '100' },
      'signed-in-connections': { type: 'string', default: '50' },
      // 12 scenarios, 3 rounds: 5 s + 1 s each keeps the whole run near four minutes.
      duration: { type: 'string' },
      warmup: { type: 'string', default: '1' },
      rounds: { type: 'string', default: '3' },
      only: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    process.stdout.write(USAGE);
    process.exit(0);
  }
  const named =
    values.passes?.split(',').map((p) => p.trim()) ??
    (values['scale-out'] ? [] : [...DEFAULT_PASSES]);
  const passes = [...new Set([...named, ...(values['scale-out'] ? ['scale-out'] : [])])];
  const unknown = passes.filter((p) => !(PASSES as readonly string[]).includes(p));
  if (unknown.length || !passes.length)
    throw new Error(`--passes takes ${PASSES.join(', ')}; not ${unknown.join(', ') || 'nothing'}`);
  const scaleOutAlone = passes.length === 1 && passes[0] === 'scale-out';
  const load = {
    connections: Math.round(positive('connections', values.connections, 1)),
    duration: positive(
      'duration',
      values.duration ?? (scaleOutAlone ? DURATION.scaleOut : DURATION.default),
      1,
    ),
    warmup: positive('warmup', values.warmup, 0),
  };
  return {
    ...(values.only ? { only: values.only.toLowerCase().split(',') } : {}),
    passes: passes as Pass[],
    // The deep-page check means something from 10,000 rows on.
    notices: Math.round(positive('notices', values.notices, 10_000)),
    catalogue: Math.round(positive('catalogue', values.catalogue, 10_000)),
    rounds: Math.round(positive('rounds', values.rounds, 1)),
    load,
    signedInLoad: {
      ...load,
      connections: Math.round(
        positive('signed-in-connections', values['signed-in-connections'], 1),
      ),
    },
  };
}
