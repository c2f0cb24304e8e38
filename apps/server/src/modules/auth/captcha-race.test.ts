import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { AuthRepo } from './auth.repo.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'warn' });
});
afterAll(async () => {
  await t.close();
});

describe('a captcha image taken by attempts sent at once (decision 0036)', () => {
  it('is answered to one of them only', async () => {
    const repo = new AuthRepo(t.db);
    for (let round = 0; round < 5; round++) {
      const id = `race-${round}`;
      await repo.saveCaptcha({
        id,
        clientKey: `c${round}`,
        answerHash: 'x',
        expiresAt: Date.now() + 60_000,
      });
      const taken = await Promise.all(Array.from({ length: 8 }, () => repo.takeCaptcha(id)));
      expect(taken.filter(Boolean), `round ${round}`).toHaveLength(1);
    }
  });
});
