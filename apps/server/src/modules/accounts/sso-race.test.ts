import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, insertUser, type TestApp } from '../../test/harness.js';
import { SsoRepo } from './sso.repo.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'warn' });
});
afterAll(async () => {
  await t.close();
});

describe('an SSO ticket exchanged by partner calls sent at once (decision 0036)', () => {
  it('is answered to one of them only', async () => {
    const repo = new SsoRepo(t.db);
    const userId = await insertUser(t, { username: 'sso.race', password: 'Race#2026' });
    for (let round = 0; round < 5; round++) {
      const ticketHash = `race-${round}`;
      await repo.insert({
        ticket_hash: ticketHash,
        api_key: 'partner',
        user_id: userId,
        expires_at: Date.now() + 60_000,
      });
      const taken = await Promise.all(
        Array.from({ length: 8 }, () => repo.take(ticketHash, 'partner')),
      );
      expect(taken.filter(Boolean), `round ${round}`).toHaveLength(1);
    }
    // Another partner's key never takes it.
    await repo.insert({
      ticket_hash: 'other',
      api_key: 'partner',
      user_id: userId,
      expires_at: Date.now() + 60_000,
    });
    expect(await repo.take('other', 'someone-else')).toBeUndefined();
    expect(await repo.take('other', 'partner')).toBeTruthy();
  });
});
