import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { CONSOLE_DIST, REPO_ROOT, SERVER_MAIN, WEB_DIST } from './paths.js';

/** Host names served as the overseas edition; the domestic edition is reached through 127.0.0.1. */
export const OVERSEAS_HOST = 'localhost';
export const DOMESTIC_HOST = '127.0.0.1';

export interface RunningServer {
  port: number;
  dataDir: string;
  /** The server's process id (the load-balancer journey kills one instance with SIGKILL). */
  pid: number;
  stop(): Promise<void>;
}

/** Stops the run early, naming what is missing and how to make it. */
export function assertBuilt(): void {
  const missing: string[] = [];
  if (!fs.existsSync(SERVER_MAIN)) missing.push(path.relative(REPO_ROOT, SERVER_MAIN));
  if (!fs.existsSync(path.join(WEB_DIST, 'index.html'))) {
    missing.push(path.relative(REPO_ROOT, path.join(WEB_DIST, 'index.html')));
  }
  if (missing.length) {
    throw new Error(
      `The end-to-end suite runs against the built app, and ${missing.join(' and ')} ` +
        `${missing.length > 1 ? 'are' : 'is'} missing. Run \`npm run build\` at the repository root first.`,
    );
  }
}

/** A port nobody listens on right now (the kernel picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, DOMESTIC_HOST, () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port ? resolve(port) : reject(new Error('no free port'))));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * How long a server may take to migrate, seed and answer: with E2E_WORKERS=2 two start at once, on a
 * machine that may be busy with other work.
 */
const HEALTH_WAIT_MS = 180_000;

async function waitForHealth(origin: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + HEALTH_WAIT_MS;
  let last = '';
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `The server exited (${child.exitCode ?? child.signalCode}) before it was healthy:\n${output()}`,
      );
    }
    try {
      const res = await fetch(`${origin}/api/health`);
      const body = (await res.json()) as { rescode?: unknown };
      if (res.ok && body.rescode === 200) return;
      last = `HTTP ${res.status} ${JSON.stringify(body)}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await sleep(200);
  }
  throw new Error(
    `GET /api/health did not answer within ${HEALTH_WAIT_MS / 1000} s (last: ${last}):\n${output()}`,
  );
}

/**
 * Starts apps/server/dist/main.js on a free loopback port with a fresh SQLite data directory
 * (migrated and seeded with the demo data at start) and waits until it is healthy. `extraEnv`
 * adds to (or overrides) the server's environment.
 */
export async function startServer(extraEnv: Record<string, string> = {}): Promise<RunningServer> {
  assertBuilt();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seuiot-e2e-data-'));
  // A snapshot of the built web app: a rebuild during the run (which empties apps/web/dist and
  // renames every hashed file) must not pull the files from under the server's index.html.
  const webDist = path.join(dataDir, 'web-dist');
  fs.cpSync(WEB_DIST, webDist, { recursive: true });
  // The staff console's bundle likewise, when it is built (its journeys need it).
  const consoleDist = path.join(dataDir, 'console-dist');
  if (fs.existsSync(path.join(CONSOLE_DIST, 'index.html')))
    fs.cpSync(CONSOLE_DIST, consoleDist, { recursive: true });
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, [SERVER_MAIN], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: DOMESTIC_HOST,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      WEB_DIST: webDist,
      CONSOLE_DIST: fs.existsSync(consoleDist) ? consoleDist : '',
      LOG_LEVEL: 'warn',
      OVERSEAS_HOSTS: OVERSEAS_HOST,
      SEED_DEMO: 'true',
      // Every journey logs in from the same loopback address within a minute or two; the
      // per-IP limit of production would turn later journeys into A0079 for no reason of theirs.
      LOGIN_RATE_PER_MINUTE: '200',
      // The journeys that send a second code to one address wait seconds, not half a minute.
      CODE_RESEND_SECONDS: '5',
      TRUST_PROXY: 'false',
      COOKIE_SECURE: 'auto',
      // What the global setup adds: mail and SMS sinks, the SSO partner, client addresses.
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    if (output.length > 200_000) output = output.slice(-100_000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (process.env.E2E_SERVER_LOG === '1' && output.trim()) {
      process.stderr.write(`--- server output ---\n${output}\n`);
    }
  };

  try {
    await waitForHealth(`http://${DOMESTIC_HOST}:${port}`, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { port, dataDir, pid: child.pid ?? 0, stop };
}
