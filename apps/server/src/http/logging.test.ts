import { PassThrough } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { lazyChildLoggerFactory, loggerOptions } from './logging.js';

/** A Fastify app with the portal's logger at `level`, and the lines it wrote. */
async function appAt(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new PassThrough();
  stream.on('data', (c: Buffer) => {
    for (const l of c.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(l));
  });
  const app = Fastify({
    logger: loggerOptions(level, stream),
    childLoggerFactory: lazyChildLoggerFactory,
    genReqId: () => 'req-1',
  });
  app.get('/quiet', async (request) => {
    request.log.info('an info line');
    request.log.debug({ detail: 1 }, 'a debug line');
    return { ok: true };
  });
  app.get('/warns', async (request) => {
    request.log.warn({ body: { token: 'secret' } }, 'a warning');
    request.log.child({ part: 'inner' }).error('inner error');
    return {
      ok: true,
      enabled: (request.log as unknown as { isLevelEnabled(l: string): boolean }).isLevelEnabled(
        'warn',
      ),
      level: request.log.level,
    };
  });
  app.get('/fails', async () => {
    throw new Error('broke');
  });
  await app.ready();
  const child = vi.spyOn(app.log, 'child');
  return { app, lines, child };
}

describe('the per-request logger', () => {
  it('makes no child and writes nothing for a request that logs below the level', async () => {
    const { app, lines, child } = await appAt('warn');
    expect((await app.inject('/quiet')).statusCode).toBe(200);
    expect(child).not.toHaveBeenCalled();
    expect(lines).toEqual([]);
    await app.close();
  });

  it('writes enabled levels with the request id, redacted, children included', async () => {
    const { app, lines } = await appAt('warn');
    const res = await app.inject('/warns');
    expect(res.json()).toEqual({ ok: true, enabled: true, level: 'warn' });
    expect(lines).toMatchObject([
      { level: 40, reqId: 'req-1', msg: 'a warning', body: { token: '[Redacted]' } },
      { level: 50, reqId: 'req-1', part: 'inner', msg: 'inner error' },
    ]);
    await app.close();
  });

  it("carries the request id on Fastify's own lines: an error, and the request lines at info", async () => {
    const warn = await appAt('warn');
    expect((await warn.app.inject('/fails')).statusCode).toBe(500);
    expect(warn.lines).toMatchObject([{ level: 50, reqId: 'req-1', err: { message: 'broke' } }]);
    await warn.app.close();

    const info = await appAt('info');
    await info.app.inject('/quiet');
    expect(info.lines.map((l) => [l.msg, l.reqId])).toEqual([
      ['incoming request', 'req-1'],
      ['an info line', 'req-1'],
      ['request completed', 'req-1'],
    ]);
    await info.app.close();
  });
});
