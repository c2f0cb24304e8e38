import { spawn, spawnSync } from 'node:child_process';
import net from 'node:net';
import { LOOPBACK, freePort } from './ports.js';

/** Debian's redis-server (apt-get install redis-server); absent when the package is not installed. */
export const REDIS_SERVER = process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server';

export const haveRedis = (): boolean => spawnSync(REDIS_SERVER, ['--version']).status === 0;

export interface TestRedis {
  url: string;
  port: number;
  /** SIGKILL, as a crash: clients see the connection drop, nothing is flushed. */
  kill(): Promise<void>;
  stop(): Promise<void>;
}

/** Answers true once something accepts a PING on the port with +PONG. */
function pong(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, LOOPBACK);
    let text = '';
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(500, () => done(false));
    socket.on('error', () => done(false));
    socket.on('data', (c: Buffer) => {
      text += c.toString();
      if (text.includes('\r\n')) done(text.startsWith('+PONG'));
    });
    socket.on('connect', () => socket.write('PING\r\n'));
  });
}

/**
 * A throwaway redis-server on a free loopback port (or `port`, to start one again where a killed
 * one was), nothing saved to disk; waits until it answers.
 */
export async function startTestRedis(at?: number): Promise<TestRedis> {
  const port = at ?? (await freePort());
  const child = spawn(
    REDIS_SERVER,
    ['--port', String(port), '--bind', LOOPBACK, '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill(signal);
    await exited;
  };
  const stop = () => end('SIGTERM');
  const deadline = Date.now() + 10_000;
  while (!(await pong(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`redis-server did not start on ${LOOPBACK}:${port}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { url: `redis://${LOOPBACK}:${port}`, port, kill: () => end('SIGKILL'), stop };
}
