import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LOOPBACK, freePort } from './ports.js';

/** Debian's PostgreSQL server programs (newest installed version), or null. */
export function postgresBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return null;
  const versions = fs
    .readdirSync(root)
    .filter((v) => fs.existsSync(path.join(root, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(a) - Number(b));
  const newest = versions.at(-1);
  return newest ? path.join(root, newest, 'bin') : null;
}

export interface TestCluster {
  /** Admin URL of database `postgres`. */
  url: string;
  port: number;
  /** pg_ctl stop: 'immediate' is a crash of the server (no checkpoint, connections cut). */
  stop(mode: 'immediate' | 'fast'): void;
  /** Starts it again on the same port and data, waiting until it accepts connections. */
  start(): void;
  /** Stops it and removes its files. */
  remove(): void;
}

/**
 * A throwaway PostgreSQL cluster of its own on a free loopback port, which a test may stop and
 * start (the suite's shared cluster must not be). As root, the server runs as `postgres`.
 */
export async function startTestCluster(): Promise<TestCluster> {
  const bin = postgresBin();
  if (!bin) throw new Error('PostgreSQL is not installed (apt-get install postgresql)');
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seuiot-pg-fault-'));
  const root = process.getuid?.() === 0;
  if (root) spawnSync('chown', ['postgres', dir]);
  const run = (program: string, args: string[]) => {
    const cmd = root ? 'runuser' : path.join(bin, program);
    const argv = root ? ['-u', 'postgres', '--', path.join(bin, program), ...args] : args;
    const r = spawnSync(cmd, argv, { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`${program} ${args.join(' ')} failed: ${r.stderr}`);
  };
  const data = path.join(dir, 'data');
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  const start = () =>
    run('pg_ctl', [
      '-D',
      data,
      '-l',
      path.join(dir, 'server.log'),
      '-w',
      '-o',
      `-c listen_addresses=${LOOPBACK} -p ${port} -k ${dir} -c fsync=off -c max_connections=60`,
      'start',
    ]);
  start();
  return {
    url: `postgres://postgres@${LOOPBACK}:${port}/postgres`,
    port,
    stop: (mode) => run('pg_ctl', ['-D', data, '-m', mode, '-w', 'stop']),
    start,
    remove: () => {
      spawnSync(root ? 'runuser' : path.join(bin, 'pg_ctl'), [
        ...(root ? ['-u', 'postgres', '--', path.join(bin, 'pg_ctl')] : []),
        '-D',
        data,
        '-m',
        'immediate',
        'stop',
      ]);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
