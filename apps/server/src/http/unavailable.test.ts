import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from './app-error.js';
import { createTestApp, get, type TestApp } from '../test/harness.js';
import { LocalStorage } from '../storage/storage.js';

/*
 * Decision 0038: a call that meets a database out of reach is answered 503 B0014 with
 * Retry-After (also when a service wrapped the failure in a 5xx code of its own), and readiness
 * answers 503 with the failing check. The real outage is in outage.test.ts.
 */

let t: TestApp;
let storageDown = false;
beforeAll(async () => {
  const storage = new (class extends LocalStorage {
    override async exists(key: string): Promise<boolean> {
      if (storageDown)
        throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
      return super.exists(key);
    }
  })(`${process.env.TMPDIR ?? '/tmp'}/seuiot-unavailable-${process.pid}`, { sync: false });
  t = await createTestApp(
    {},
    (app) => {
      app.get('/outside-api/lost', async () => {
        throw new Error('Connection terminated unexpectedly');
      });
      app.get('/outside-api/wrapped', async () => {
        throw new AppError('A0015', null, Object.assign(new Error('x'), { code: '57P01' }));
      });
      app.get('/outside-api/refused', async () => {
        throw new AppError('A0050', null, Object.assign(new Error('x'), { code: 'ECONNREFUSED' }));
      });
      app.get('/outside-api/broken', async () => {
        throw Object.assign(new Error('duplicate key'), { code: '23505' });
      });
    },
    { storage },
  );
});
afterAll(() => t.close());

describe('a database out of reach', () => {
  it('answers 503 B0014 with Retry-After, also behind a 5xx code of a service', async () => {
    for (const url of ['/outside-api/lost', '/outside-api/wrapped']) {
      const res = await get(t, url);
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('2');
      expect(res.json()).toEqual({ rescode: 503, msg: 'B0014', data: null });
    }
  });

  it('leaves a refusal a refusal, and a fault of the code A0059', async () => {
    expect((await get(t, '/outside-api/refused')).json()).toMatchObject({ msg: 'A0050' });
    const broken = await get(t, '/outside-api/broken');
    expect(broken.statusCode).toBe(500);
    expect(broken.json()).toMatchObject({ msg: 'A0059' });
  });

  it('makes readiness 503 with the failing check while liveness stays 200', async () => {
    storageDown = true;
    try {
      const res = await get(t, '/api/health/ready');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        msg: 'B0014',
        data: { status: 'down', checks: { database: 'ok', storage: 'down' } },
      });
      expect((await get(t, '/api/health/live')).statusCode).toBe(200);
    } finally {
      storageDown = false;
    }
    expect((await get(t, '/api/health')).statusCode).toBe(200);
  });
});
