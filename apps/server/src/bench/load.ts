import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import autocannon from 'autocannon';

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
function cpuSeconds(pid: number | undefined): number | null {
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

/** Loads `origin + path` with `connections` keep-alive connections and reports throughput and latency. */
export async function measure(opts: {
  name: string;
  origin: string;
  path: string;
  headers: Record<string, string>;
  load: LoadOptions;
  /** The server's process id, to measure its CPU time. */
  serverPid?: number;
}): Promise<LoadResult> {
  const { load } = opts;
  const base = {
    url: opts.origin + opts.path,
    title: opts.name,
    connections: load.connections,
    timeout: 10,
    headers: opts.headers,
  };
  if (load.warmup > 0) await autocannon({ ...base, duration: load.warmup });
  const cpu0 = cpuSeconds(opts.serverPid);
  const result = await autocannon({ ...base, duration: load.duration });
  const cpu1 = cpuSeconds(opts.serverPid);
  const requests = result.requests.total ?? Math.round(result.requests.average * result.duration);
  return {
    name: opts.name,
    path: opts.path,
    rps: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests,
    serverCpuUsPerReq:
      cpu0 !== null && cpu1 !== null && requests > 0 ? ((cpu1 - cpu0) * 1e6) / requests : null,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}
