import { describe, expect, it } from 'vitest';
import { ACCOUNT_PATHS, CODE_RULES } from '@seuiot/contract';
import { insertUser, post } from '../../test/harness.js';
import { smtp, t, useAccountsApp } from './accounts.fixture.js';

useAccountsApp();

/** A user with an e-mail address and a reset code sent to it; answers the code. */
async function resetCode(username: string): Promise<{ email: string; code: string }> {
  const email = `${username}@example.com`;
  await insertUser(t, { username, password: 'Old#2026' });
  await t.db.updateTable('users').set({ email }).where('username', '=', username).execute();
  expect(
    (await post(t, `/api${ACCOUNT_PATHS.sendEmailCode.path}`, { email, type: 'reset' })).json()
      .rescode,
  ).toBe(200);
  return { email, code: smtp.lastCode(email) };
}

/** A six-digit code that is not `code`. */
const wrongOf = (code: string, i: number) =>
  String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');

describe('a verification code under guesses sent at once (decision 0036)', () => {
  it(`compares at most ${CODE_RULES.maxAttempts} guesses however many arrive together`, async () => {
    const { email, code } = await resetCode('guesser');
    // Each from its own address, as a botnet would: the per-address rate limit does not apply.
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        post(t, `/api${ACCOUNT_PATHS.checkEmail.path}`, { email, codes: wrongOf(code, i) }),
      ),
    );
    const msgs = answers.map((r) => r.json().msg as string);
    expect(msgs.filter((m) => m === 'A0008').length).toBeLessThanOrEqual(CODE_RULES.maxAttempts);
    expect(msgs.every((m) => m === 'A0008' || m === 'A0055')).toBe(true);
    // Spent: the right code no longer opens anything.
    const right = await post(t, `/api${ACCOUNT_PATHS.checkEmail.path}`, { email, codes: code });
    expect(right.json().msg).toBe('A0055');
    const row = await t.db
      .selectFrom('verification_codes')
      .select(['attempts', 'spent_at'])
      .where('target', '=', email)
      .executeTakeFirstOrThrow();
    expect(row.attempts).toBe(CODE_RULES.maxAttempts);
    expect(row.spent_at).not.toBeNull();
  });

  it('still lets the right code through after fewer wrong guesses than the limit', async () => {
    const { email, code } = await resetCode('fumbler');
    for (let i = 0; i < CODE_RULES.maxAttempts - 1; i++)
      expect(
        (
          await post(t, `/api${ACCOUNT_PATHS.checkEmail.path}`, { email, codes: wrongOf(code, i) })
        ).json().msg,
      ).toBe('A0008');
    const right = await post(t, `/api${ACCOUNT_PATHS.checkEmail.path}`, { email, codes: code });
    expect(right.json().rescode).toBe(200);
  });
});
