import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../test/ports.js';
import { haveRedis, startTestRedis, type TestRedis } from '../test/redis.js';
import { SharedState, type SharedEvent } from './shared-state.js';

/**
 * An instance that starts while Redis is away (or too slow to answer its SUBSCRIBE) must still
 * hear the other instances once Redis is there: its subscription is kept and retried, never
 * dropped for the instance's lifetime (decision 0027).
 */
describe.runIf(haveRedis() || process.env.CI === 'true')('the Redis subscription at start', () => {
  let redis: TestRedis | undefined;
  let state: SharedState | undefined;
  let publisher: Redis | undefined;
  afterAll(async () => {
    await state?.close();
    publisher?.disconnect();
    await redis?.stop();
  });

  it('hears the others once Redis comes up after the instance started', async () => {
    const port = await freePort();
    const warnings: string[] = [];
    state = SharedState.connect(`redis://127.0.0.1:${port}`, (m) => warnings.push(m));
    const heard: SharedEvent[] = [];
    state.onEvent((event) => heard.push(event));
    // Redis is away for a few reconnection attempts, then starts on that port.
    await new Promise((r) => setTimeout(r, 2_500));
    redis = await startTestRedis(port);
    publisher = new Redis(redis.url);
    const event: SharedEvent = { kind: 'content-changed' };
    const deadline = Date.now() + 10_000;
    while (heard.length === 0 && Date.now() < deadline) {
      await publisher.publish(
        'seuiot:changes',
        JSON.stringify({ from: 'another-instance', event }),
      );
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(heard[0], warnings.join('\n')).toEqual(event);
  }, 30_000);
});
