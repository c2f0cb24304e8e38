import os from 'node:os';
import autocannon from 'autocannon';
import { DEMO_ACCOUNT } from '../db/seeds/index.js';
import { encryptWire } from '../lib/password.js';
import type { Check } from './checks.js';
import { log, num } from './format.js';
import { measure, type LoadOptions, type LoadResult } from './load.js';
import type { Child } from './processes.js';
import { loginRequest, SIGNED_IN_TARGETS, type DbKind } from './signed-in.js';

/**
 * Logins are slow on purpose (argon2id, lib/password.ts). What matters is that they cost what
 * argon2 costs and no more, and that a burst of them does not hold up everyone else's calls:
 * argon2 runs on libuv's thread pool, not on the event loop.
 */
export interface LoginFindings {
  /** Logins with a few connections: throughput, latency and server CPU per login. */
  alone: LoadResult;
  /** Logins per second one core can do: 1 / (server CPU seconds per login). */
  perCore: number | null;
  /** A cheap signed-in read alone, and while logins run flat out beside it. */
  quiet: LoadResult;
  busy: LoadResult;
}

/** Connections that log in at once during the burst: more than the thread pool has threads. */
const BURST_CONNECTIONS = 16;

export async function measureLogins(ctx: {
  server: Child;
  apiPrefix: string;
  cipherKey: string;
  load: LoadOptions;
  /** The read measured beside the burst. */
  other: { name: string; path: string; headers: Record<string, string> };
}): Promise<LoginFindings> {
  const login = loginRequest(
    ctx.apiPrefix,
    new URLSearchParams({
      username: DEMO_ACCOUNT.username,
      password: encryptWire(ctx.cipherKey, DEMO_ACCOUNT.password),
    }).toString(),
  );
  const pid = ctx.server.process.pid;
  const withPid = pid === undefined ? {} : { serverPid: pid };
  const alone = await measure({
    name: 'login (argon2id)',
    origin: ctx.server.origin,
    path: login.path!,
    headers: login.headers!,
    requests: [login],
    load: { ...ctx.load, connections: os.cpus().length * 2 },
    ...withPid,
  });
  const perCore = alone.serverCpuUsPerReq ? 1e6 / alone.serverCpuUsPerReq : null;
  log(
    `  logins: ${num(alone.rps)} per second, p99 ${alone.p99Ms} ms, ` +
      `${alone.serverCpuUsPerReq === null ? '?' : num(alone.serverCpuUsPerReq)} µs of server CPU each ` +
      `(${perCore === null ? '?' : perCore.toFixed(1)} per second per core)`,
  );
  const other = {
    name: ctx.other.name,
    origin: ctx.server.origin,
    path: ctx.other.path,
    headers: ctx.other.headers,
    load: ctx.load,
    ...withPid,
  };
  const quiet = await measure({ ...other, name: `${ctx.other.name}, no logins` });
  // The burst starts first and runs past the measured window on both sides.
  const burst = autocannon({
    url: ctx.server.origin,
    requests: [login],
    connections: BURST_CONNECTIONS,
    duration: ctx.load.warmup + ctx.load.duration + 2,
    timeout: 30,
  });
  await new Promise((r) => setTimeout(r, 500));
  const busy = await measure({
    ...other,
    name: `${ctx.other.name}, ${BURST_CONNECTIONS} connections logging in`,
  });
  const b = await burst;
  log(
    `  ${ctx.other.name}: p99 ${quiet.p99Ms} ms alone, ${busy.p99Ms} ms beside ${num(b.requests.total ?? 0)} logins ` +
      `(${b.non2xx + b.errors + b.timeouts} failed)`,
  );
  return { alone, perCore, quiet, busy };
}

export function loginChecks(db: DbKind, f: LoginFindings): Check[] {
  const failed = (r: LoadResult) => r.non2xx + r.errors + r.timeouts;
  return [
    {
      name: `${db}: logins answered`,
      target: 'no failures',
      value: `${failed(f.alone)} failed of ${num(f.alone.requests)}`,
      pass: failed(f.alone) === 0 && f.alone.requests > 0,
    },
    {
      name: `${db}: ${f.busy.name} p99`,
      target: `< ${SIGNED_IN_TARGETS.p99Ms} ms`,
      value: `${f.busy.p99Ms} ms (alone ${f.quiet.p99Ms} ms)`,
      pass: f.busy.p99Ms < SIGNED_IN_TARGETS.p99Ms && failed(f.busy) === 0,
    },
  ];
}
