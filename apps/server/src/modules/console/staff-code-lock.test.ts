import { generateSync } from 'otplib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CONSOLE_ROUTES, CONSOLE_STAFF_CALLS, STAFF_CODE_LOCK_FAILURES } from '@seuiot/contract';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { consoleKit } from './console-kit.fixture.js';

// Issue 24, item 3 (decision 0040): wrong second-factor codes were limited per address and per
// session only, and every new session (the password again) brought five new tries. They are
// counted per staff account now, and the administrators are told of a lock.
let t: TestApp;
let k: ReturnType<typeof consoleKit>;

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-30T08:00:00Z'));
  t = await createTestApp({ LOG_LEVEL: 'warn' });
  k = consoleKit(t);
});
afterAll(async () => {
  await t.close();
  vi.useRealTimers();
});

/** A six-digit code that is none of the secret's codes around now. */
function wrongCode(secret: string): string {
  const right = generateSync({ secret });
  return String((Number(right) + 500_000) % 1_000_000).padStart(6, '0');
}

describe('second-factor codes per staff account', () => {
  it('locks the account after ten wrong codes over new sessions, tells the administrators, unlocks after 15 minutes', async () => {
    const admin = await k.staffSession('lock-admin', 'administrator');
    const alice = await k.staffSession('lock-alice', 'support');
    await k.call('POST', CONSOLE_ROUTES.logout, alice.cookies);

    // Two sessions of five wrong codes each (the session ends at its fifth).
    const answers: string[] = [];
    for (let session = 0; session < 2; session++) {
      const half = await k.passwordStep('lock-alice', alice.password);
      for (let i = 0; i < 5; i++)
        answers.push(
          await k.msg('POST', CONSOLE_ROUTES.totpVerify, half, { code: wrongCode(alice.secret) }),
        );
    }
    expect(answers).toEqual([...'AAAAB'.repeat(2)].map((c) => (c === 'A' ? 'A0008' : 'A0004')));

    // A third session with the right code: refused uncompared while locked.
    k.nextStep();
    const third = await k.passwordStep('lock-alice', alice.password);
    expect(
      await k.msg('POST', CONSOLE_ROUTES.totpVerify, third, {
        code: generateSync({ secret: alice.secret }),
      }),
    ).toBe('A0079');

    // The administrators: an audit record and the staff screen's notice.
    const audit = await k.call(
      'GET',
      `${CONSOLE_ROUTES.audit}?pageNum=1&pageSize=50&action=staff.totp.locked`,
      admin.cookies,
    );
    const records = audit.json().data.list as { staff: string; after: string }[];
    expect(records).toHaveLength(1);
    expect(records[0]!.staff).toBe('lock-alice');
    expect(records[0]!.after).toContain(`"failures":${STAFF_CODE_LOCK_FAILURES}`);
    const staff = await k.call(
      'GET',
      `${CONSOLE_STAFF_CALLS.list.path}?pageNum=1&pageSize=20&keyword=lock-alice`,
      admin.cookies,
    );
    const row = staff.json().data.list[0];
    expect(row.codeLockedUntil).toBe(new Date(Date.now() + 15 * 60_000 - 30_000).toISOString());

    // Fifteen minutes later the right code signs in, and the count starts again.
    vi.setSystemTime(Date.now() + 15 * 60_000);
    const later = await k.passwordStep('lock-alice', alice.password);
    const ok = await k.call('POST', CONSOLE_ROUTES.totpVerify, later, {
      code: generateSync({ secret: alice.secret }),
    });
    expect(ok.json().rescode).toBe(200);
    const after = await k.call(
      'GET',
      `${CONSOLE_STAFF_CALLS.list.path}?pageNum=1&pageSize=20&keyword=lock-alice`,
      admin.cookies,
    );
    expect(after.json().data.list[0].codeLockedUntil).toBeNull();
  });
});
