import os from 'node:os';
import { log, num, pct, table } from './format.js';
import type { LoadResult } from './load.js';
import { CONFIGS, type ConfigKey, type ScaleOutFindings } from './scale-out-pass.js';
import { instancesFor, proxyCoresFor, sizing, type Sizing } from './sizing.js';

const us = (x: number | null | undefined) => (x === null || x === undefined ? '-' : num(x));
const labelOf = (key: ConfigKey) => CONFIGS.find((c) => c.key === key)!.label;

/** The sizing of one configuration: its scenarios in equal parts. */
function sizingOf(f: ScaleOutFindings, key: ConfigKey): Sizing | null {
  return sizing(
    f.rows
      .filter((r) => r.config === key)
      .map((r) => ({
        portalUs: r.result.serverCpuUsPerReq,
        proxyUs: r.result.proxyCpuUsPerReq ?? null,
      })),
  );
}

/** The pass's tables: every run, the shares of the baseline side by side, and the sizing note. */
export function printScaleOut(f: ScaleOutFindings): void {
  const scenarios = [...new Set(f.rows.map((r) => r.scenario))];
  const row = (scenario: string, key: ConfigKey) =>
    f.rows.find((r) => r.scenario === scenario && r.config === key)!.result;
  log('');
  log('Scale-out pass: API throughput through nginx (autocannon)');
  log(
    table([
      [
        'scenario',
        'configuration',
        'req/s',
        'vs baseline',
        'p99 ms',
        'portal CPU µs/req (all instances)',
        'nginx CPU µs/req',
        'non-2xx/errors',
      ],
      cells('baseline (plain Fastify)', 'direct', f.base, f.base),
      ...scenarios.flatMap((s) =>
        CONFIGS.map((c, i) => cells(i === 0 ? s : '', c.label, row(s, c.key), f.base)),
      ),
    ]),
  );
  log('');
  log('Shares of the baseline, side by side');
  log(
    table([
      ['scenario', ...CONFIGS.map((c) => c.label), '2 instances / 1'],
      ...scenarios.map((s) => [
        s,
        ...CONFIGS.map((c) => pct(row(s, c.key).rps / f.base.rps)),
        `${(row(s, 'pg2').rps / row(s, 'pg1').rps).toFixed(2)} x`,
      ]),
    ]),
  );
  log(
    `nginx sent ${f.split.map((x) => pct(x)).join(' and ')} of the two-instance requests to ` +
      'instance A and B.',
  );
  if (f.busy !== null)
    log(
      `WARNING: other programs kept about ${f.busy} CPU(s) busy during the load runs (load ` +
        `average ${(os.loadavg()[0] ?? 0).toFixed(1)} on ${os.cpus().length} CPUs): req/s and ` +
        'latency are noisy; CPU per request is the steadier figure.',
    );
  for (const line of sizingNote(f)) log(line);
}

function cells(scenario: string, label: string, r: LoadResult, base: LoadResult): string[] {
  return [
    scenario,
    label,
    num(r.rps),
    pct(r.rps / base.rps),
    String(r.p99Ms),
    us(r.serverCpuUsPerReq),
    us(r.proxyCpuUsPerReq),
    String(r.non2xx + r.errors + r.timeouts),
  ];
}

/** What the figures mean for a machine with more cores (issue 16). */
export function sizingNote(f: ScaleOutFindings): string[] {
  const two = sizingOf(f, 'pg2');
  const one = sizingOf(f, 'pg1');
  const cpus = os.cpus().length;
  const lines = [
    '',
    `Sizing: this machine has ${cpus} CPU(s). In the two-instance runs both instances, nginx, ` +
      'PostgreSQL and autocannon share them, so "2 instances / 1" shows what a second instance ' +
      'costs on the same cores, not how the portal scales. What sizes a bigger machine is the CPU ' +
      'per request, which a busy machine moves far less than req/s (it still rises with it): ' +
      'one core serves about 1e6 / µs requests a second.',
  ];
  if (!two || !one) return [...lines, 'No CPU figures (no /proc): no sizing.'];
  const rate = 10_000;
  const behind = sizingOf(f, 'sqlite1');
  const direct = sizingOf(f, 'direct');
  if (behind && direct)
    lines.push(
      `The same SQLite instance spent ${num(behind.portalUs)} µs a request behind nginx and ` +
        `${num(direct.portalUs)} µs asked directly: what proxying costs the instance itself ` +
        '(the forwarded headers, and any connection nginx opens anew because more are busy ' +
        'than the `keepalive` of deploy/nginx/seuiot.conf keeps open).',
    );
  lines.push(
    `The mix measured here (the scenarios in equal parts) costs the portal ${num(one.portalUs)} µs ` +
      `a request on one instance and ${num(two.portalUs)} µs summed over two; nginx ` +
      `${us(two.proxyUs)} µs. One core of instances serves about ${num(two.portalPerCore)} req/s ` +
      `of it${two.proxyPerCore === null ? '' : `, one core of nginx about ${num(two.proxyPerCore)}`}.`,
    `Each instance is one Node process (about one core of JavaScript): for ${num(rate)} req/s of ` +
      `this mix run ${instancesFor(rate, two)} instances on their own cores (each at most 70 % ` +
      `busy), and give nginx ${proxyCoresFor(rate, two).toFixed(1)} core(s) and PostgreSQL what ` +
      'its own monitoring shows (cached reads barely reach it). Logins (argon2id: milliseconds of ' +
      'CPU each) and writes cost far more a request: size for them from the signed-in passes.',
  );
  return lines;
}

/** The pass in the JSON summary. */
export function scaleOutSummary(f: ScaleOutFindings) {
  const round = (x: number | null | undefined) =>
    x === null || x === undefined ? null : Math.round(x);
  return {
    baseline: { rps: Math.round(f.base.rps), serverCpuUsPerReq: round(f.base.serverCpuUsPerReq) },
    ...(f.busy !== null ? { otherLoadDuringRun: f.busy } : {}),
    twoInstanceSplit: f.split.map((x) => Number(x.toFixed(3))),
    runs: f.rows.map((r) => ({
      configuration: labelOf(r.config),
      scenario: r.scenario,
      rps: Math.round(r.result.rps),
      vsBaseline: Number((r.result.rps / f.base.rps).toFixed(3)),
      p99Ms: r.result.p99Ms,
      portalCpuUsPerReq: round(r.result.serverCpuUsPerReq),
      nginxCpuUsPerReq: round(r.result.proxyCpuUsPerReq),
      failures: r.result.non2xx + r.result.errors + r.result.timeouts,
    })),
    sizing: Object.fromEntries(
      CONFIGS.map((c) => {
        const s = sizingOf(f, c.key);
        return [
          c.key,
          s && {
            portalUs: Math.round(s.portalUs),
            nginxUs: round(s.proxyUs),
            portalReqPerCore: Math.round(s.portalPerCore),
          },
        ];
      }),
    ),
  };
}
