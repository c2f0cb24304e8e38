import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import autocannon, { type RequestSpec } from 'autocannon';

/** One load scenario measured with autocannon. */
export interface LoadResult {
  name: string;
  path: string;
  /** Mean requests per second over the measured window. */
  rps: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /**
   * CPU time the server process spent per request (user + system), in microseconds: unlike
   * req/s it hardly moves when other programs share the machine. Null where /proc is missing.
   */
  serverCpuUsPerReq: number | null;
  /**
   * CPU time the processes in front of the server (nginx in the scale-out pass) spent per
   * request, in microseconds; absent where nothing stood in front.
   */
  proxyCpuUsPerReq?: number | null;
  /**
   * Median time of one request with nobody else asking (sequential requests on one connection):
   * what a single visitor waits, and still a figure when the load run collapses.
   */
  singleMs: number;
  /** Seconds the server stayed busy after the window closed, working through queued requests. */
  drainSeconds: number;
  /** Answers that were not 2xx, plus connection errors and time-outs: any of them voids the run. */
  non2xx: number;
  errors: number;
  timeouts: number;
}

export interface LoadOptions {
  connections: number;
  /** Seconds measured. */
  duration: number;
  /** Seconds of unmeasured load first (JIT, caches, connection set-up). */
  warmup: number;
}

let clockTicks: number | undefined;

/** CPU seconds used so far by process `pid` (Linux /proc), or null. */
export function cpuSeconds(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    clockTicks ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    // Fields after the command name: state is field 3, utime and stime are fields 14 and 15.
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / clockTicks;
  } catch {
    return null;
  }
}

/** CPU seconds used so far by all of `pids` together, or null if one cannot be read. */
export function cpuSecondsOf(pids: readonly number[]): number | null {
  let sum = 0;
  for (const pid of pids) {
    const s = cpuSeconds(pid);
    if (s === null) return null;
    sum += s;
  }
  return pids.length ? sum : null;
}

/** Loads `origin + path` with `connections` keep-alive connections and reports throughput and latency. */
export async function measure(opts: {
  name: string;
  origin: string;
  path: string;
  headers: Record<string, string>;
  load: LoadOptions;
  /** A sequence of requests (writes), sent instead of GET `path`. */
  requests?: RequestSpec[] | undefined;
  /** Puts back what an interrupted sequence left (a favourite added, not yet removed). */
  prepare?: (() => Promise<void>) | undefined;
  /** The server's process id, to measure its CPU time. */
  serverPid?: number;
  /** Several server processes (instances behind a load balancer): their CPU time is summed. */
  serverPids?: readonly number[];
  /** Processes in front of the server (nginx), whose CPU is reported on its own. */
  proxyPids?: readonly number[];
}): Promise<LoadResult> {
  const { load, requests } = opts;
  const pids = opts.serverPids ?? (opts.serverPid === undefined ? [] : [opts.serverPid]);
  const serverCpu = () => cpuSecondsOf(pids);
  const proxyCpu = () => (opts.proxyPids ? cpuSecondsOf(opts.proxyPids) : null);
  const prepare = opts.prepare ?? (() => Promise.resolve());
  const base = {
    url: opts.origin + opts.path,
    title: opts.name,
    connections: load.connections,
    timeout: 10,
    headers: opts.headers,
    ...(requests ? { requests } : {}),
  };
  await prepare();
  const singleMs = requests
    ? (await autocannon({ ...base, connections: 1, amount: SEQUENTIAL + 1 })).latency.p50
    : await sequentialMedian(opts.origin + opts.path, opts.headers);
  await prepare();
  const cpuStart = serverCpu();
  const warm = load.warmup > 0 ? await autocannon({ ...base, duration: load.warmup }) : null;
  await prepare();
  const cpu0 = serverCpu();
  const proxy0 = proxyCpu();
  const result = await autocannon({ ...base, duration: load.duration });
  const cpu1 = serverCpu();
  const proxy1 = proxyCpu();
  const drainSeconds = await waitIdle(pids);
  const cpuEnd = serverCpu();
  const answered = result.requests.total ?? Math.round(result.requests.average * result.duration);
  // A healthy run: CPU of the measured window per answer. A collapsed one (a few answers, the
  // server still busy with queued requests when the window closes) would divide the window's CPU
  // by too few answers: there, the CPU from the warm-up to idle again per request sent (the server
  // works through every request it received, answered in time or not).
  let serverCpuUsPerReq: number | null = null;
  if (cpu0 !== null && cpu1 !== null && answered >= 10 * load.connections) {
    serverCpuUsPerReq = ((cpu1 - cpu0) * 1e6) / answered;
  } else if (cpuStart !== null && cpuEnd !== null) {
    const sent = (warm?.requests.sent ?? 0) + (result.requests.sent ?? answered);
    if (sent > 0) serverCpuUsPerReq = ((cpuEnd - cpuStart) * 1e6) / sent;
  }
  return {
    name: opts.name,
    path: opts.path,
    rps: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    singleMs,
    requests: answered,
    serverCpuUsPerReq,
    ...(opts.proxyPids
      ? {
          proxyCpuUsPerReq:
            proxy0 !== null && proxy1 !== null && answered > 0
              ? ((proxy1 - proxy0) * 1e6) / answered
              : null,
        }
      : {}),
    drainSeconds,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

/** Requests for the sequential median; the first one is a warm-up. */
const SEQUENTIAL = 7;

async function sequentialMedian(url: string, headers: Record<string, string>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i <= SEQUENTIAL; i++) {
    const t0 = performance.now();
    const res = await fetch(url, { headers, signal: AbortSignal.timeout(10_000) });
    await res.arrayBuffer();
    if (i > 0) times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return Math.round(times[Math.floor(times.length / 2)]! * 10) / 10;
}

/**
 * Waits until process `pid` is idle (under 5 % of a CPU over a quarter second): a server still
 * working through the queue a collapsed load run left behind would slow the next scenario down
 * (a quick answer to a health check proves nothing: Node interleaves it with the queued work).
 * Returns the seconds waited; without /proc, waits a fixed second.
 */
export async function waitIdle(
  pid: number | readonly number[] | undefined,
  maxMs = 30_000,
): Promise<number> {
  const started = performance.now();
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
  const read = () =>
    typeof pid === 'object' ? cpuSecondsOf(pid) : pid === undefined ? null : cpuSeconds(pid);
  let before = read();
  if (before === null) {
    await sleep(1000);
    return 1;
  }
  while (performance.now() - started < maxMs) {
    await sleep(250);
    const now = read();
    if (now === null || now - before < 0.0125) break;
    before = now;
  }
  return (performance.now() - started) / 1000;
}

/**
 * Unmeasured requests to make the server compile a route's code path (JIT, prepared statements)
 * before the first measured scenario of that route, so it is not charged to whichever list runs
 * first.
 */
export async function warmUp(url: string, headers: Record<string, string>, amount = 1000) {
  await autocannon({ url, headers, connections: 10, amount, timeout: 10 });
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * One figure per scenario from its rounds: the median of each measure (a busy moment of the
 * machine spoils one round, not the figure); failures are summed, since any of them voids a run.
 */
export function medianOfRounds(runs: LoadResult[]): LoadResult {
  const first = runs[0];
  if (!first) throw new Error('no rounds to combine');
  const cpu = runs.map((r) => r.serverCpuUsPerReq).filter((v): v is number => v !== null);
  const proxy = runs
    .map((r) => r.proxyCpuUsPerReq)
    .filter((v): v is number => typeof v === 'number');
  return {
    name: first.name,
    path: first.path,
    rps: Math.round(median(runs.map((r) => r.rps))),
    p50Ms: median(runs.map((r) => r.p50Ms)),
    p99Ms: median(runs.map((r) => r.p99Ms)),
    requests: runs.reduce((sum, r) => sum + r.requests, 0),
    serverCpuUsPerReq: cpu.length === runs.length ? Math.round(median(cpu)) : null,
    ...(first.proxyCpuUsPerReq === undefined
      ? {}
      : { proxyCpuUsPerReq: proxy.length === runs.length ? Math.round(median(proxy)) : null }),
    singleMs: median(runs.map((r) => r.singleMs)),
    drainSeconds: Math.max(...runs.map((r) => r.drainSeconds)),
    non2xx: runs.reduce((sum, r) => sum + r.non2xx, 0),
    errors: runs.reduce((sum, r) => sum + r.errors, 0),
    timeouts: runs.reduce((sum, r) => sum + r.timeouts, 0),
  };
}
