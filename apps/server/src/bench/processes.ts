import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';

/** A port nobody listens on right now (the OS picks it; the race until the child binds is tiny). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** A Node program started by the benchmark. */
export interface Child {
  name: string;
  origin: string;
  process: ChildProcess;
  /** The last lines it wrote (stdout and stderr), for diagnosis. */
  output(): string;
  /** SIGTERM, then SIGKILL if it has not exited after `graceMs`. */
  stop(graceMs?: number): Promise<void>;
}

const OUTPUT_LIMIT = 64 * 1024;

/**
 * Starts `node script` on a free port of 127.0.0.1 and resolves once `readyPath` answers 2xx;
 * rejects with the child's output if it exits first or is not ready within `timeoutMs`.
 */
export async function startNode(opts: {
  name: string;
  script: string;
  env: NodeJS.ProcessEnv;
  readyPath: string;
  timeoutMs?: number;
}): Promise<Child> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const proc = spawn(process.execPath, [opts.script], {
    env: { ...opts.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const keep = (chunk: Buffer) => {
    out = (out + chunk.toString()).slice(-OUTPUT_LIMIT);
  };
  proc.stdout?.on('data', keep);
  proc.stderr?.on('data', keep);
  let exited: number | string | null = null;
  const exit = new Promise<void>((resolve) => {
    proc.once('exit', (code, signal) => {
      exited = code ?? signal ?? 'unknown';
      resolve();
    });
  });

  const child: Child = {
    name: opts.name,
    origin,
    process: proc,
    output: () => out,
    async stop(graceMs = 10_000) {
      if (exited !== null) return;
      proc.kill('SIGTERM');
      const timer = setTimeout(() => proc.kill('SIGKILL'), graceMs);
      await exit;
      clearTimeout(timer);
    },
  };

  const deadline = Date.now() + (opts.timeoutMs ?? 30_000);
  for (;;) {
    if (exited !== null) {
      throw new Error(`${opts.name} exited (${String(exited)}) before it was ready:\n${out}`);
    }
    try {
      const res = await fetch(origin + opts.readyPath, { signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer();
      if (res.ok) return child;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await child.stop(2000);
      throw new Error(`${opts.name} not ready after ${opts.timeoutMs ?? 30_000} ms:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The command name and parent of a process, from the text of its `/proc/<pid>/stat`. */
export function parseStat(text: string): { comm: string; ppid: number } | null {
  // The name is in parentheses and may itself hold spaces and parentheses: take the last ')'.
  const open = text.indexOf('(');
  const close = text.lastIndexOf(')');
  if (open < 0 || close < open) return null;
  const ppid = Number(text.slice(close + 2).split(' ')[1]);
  return Number.isInteger(ppid) ? { comm: text.slice(open + 1, close), ppid } : null;
}

/**
 * The processes under `root` (children, their children...) whose command name is `comm`, from
 * /proc; none where /proc is missing. The bench finds nginx's master and worker this way.
 */
export function descendants(root: number, comm: string): number[] {
  let entries: string[];
  try {
    entries = fs.readdirSync('/proc').filter((e) => /^\d+$/.test(e));
  } catch {
    return [];
  }
  const children = new Map<number, { pid: number; comm: string }[]>();
  for (const e of entries) {
    let stat: ReturnType<typeof parseStat> = null;
    try {
      stat = parseStat(fs.readFileSync(`/proc/${e}/stat`, 'utf8'));
    } catch {
      // It exited meanwhile.
    }
    if (!stat) continue;
    const list = children.get(stat.ppid) ?? [];
    list.push({ pid: Number(e), comm: stat.comm });
    children.set(stat.ppid, list);
  }
  const found: number[] = [];
  const queue = [root];
  while (queue.length) {
    for (const c of children.get(queue.shift()!) ?? []) {
      if (c.comm === comm) found.push(c.pid);
      queue.push(c.pid);
    }
  }
  return found.sort((a, b) => a - b);
}
