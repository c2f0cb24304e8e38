import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CONSOLE_ROUTES } from '@seuiot/contract';
import { isPostgres } from '../../db/kysely.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { recordHash } from './audit.service.js';
import { consoleKit } from './console-kit.fixture.js';

/**
 * The audit log as the auditor reaches it (decision 0018): its reading and export audited, the
 * action list of its filter, the hash chain checked in the console and by `verify-audit`, and
 * changes refused by the triggers or found by the check.
 */

let t: TestApp;
let k: ReturnType<typeof consoleKit>;

beforeAll(async () => {
  // Only Date is faked: TOTP codes belong to 30-second steps, and a step is accepted once.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-30T08:00:00Z'));
  t = await createTestApp();
  k = consoleKit(t);
});
afterAll(async () => {
  await t.close();
  vi.useRealTimers();
});

const admin = (...args: string[]) => k.admin(...args);
const call = (...a: Parameters<ReturnType<typeof consoleKit>['call']>) => k.call(...a);
const staffSession = (name: string, ...roles: string[]) => k.staffSession(name, ...roles);

/** Runs `fn` as the database's owner would, with the append-only triggers out of the way. */
async function withoutTriggers(fn: () => Promise<void>): Promise<void> {
  if (isPostgres(t.db)) {
    await sql`alter table audit_log disable trigger audit_log_no_change`.execute(t.db);
    try {
      await fn();
    } finally {
      await sql`alter table audit_log enable trigger audit_log_no_change`.execute(t.db);
    }
    return;
  }
  await sql`drop trigger audit_log_no_update`.execute(t.db);
  try {
    await fn();
  } finally {
    await sql`create trigger audit_log_no_update before update on audit_log
      begin select raise(abort, 'audit_log is append-only'); end`.execute(t.db);
  }
}

describe('audit log', () => {
  it('audits its own reading and export, holds its chain, and refuses changes', async () => {
    const s = await staffSession('auditor.one', 'auditor');
    const page = (
      await call('GET', `${CONSOLE_ROUTES.audit}?action=staff.totp.enrol&pageSize=50`, s.cookies)
    ).json().data;
    expect(page.total).toBeGreaterThan(0);
    expect(page.list.every((r: { action: string }) => r.action === 'staff.totp.enrol')).toBe(true);
    const csv = await call('GET', `${CONSOLE_ROUTES.auditExport}?staff=auditor.one`, s.cookies);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body.split('\r\n')[0]).toBe(
      '\uFEFFid,at,staff,ip,action,objectType,objectId,before,after,hash',
    );
    expect(csv.body).toContain('"audit.read"');
    const reads = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('staff', '=', 'auditor.one')
      .where('action', 'in', ['audit.read', 'audit.export'])
      .execute();
    expect(reads.map((r) => r.action).sort()).toEqual(['audit.export', 'audit.read']);
    // The action filter offers every action the log holds, in order, once each; asking writes
    // no record of its own.
    const before = await t.db
      .selectFrom('audit_log')
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirstOrThrow();
    const actions = (await call('GET', CONSOLE_ROUTES.auditActions, s.cookies)).json().data;
    const held = await t.db.selectFrom('audit_log').select('action').distinct().execute();
    expect(actions).toEqual(held.map((r) => r.action).sort());
    expect(actions).toEqual(
      expect.arrayContaining(['audit.export', 'audit.read', 'staff.totp.enrol']),
    );
    const after = await t.db
      .selectFrom('audit_log')
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    expect((await call('POST', CONSOLE_ROUTES.auditVerify, s.cookies)).json().data).toMatchObject({
      ok: true,
      firstBroken: null,
    });
    expect(await admin('verify-audit')).toMatch(
      /^audit chain holds: \d+ records\nanchor: \d+:[0-9a-f]{64}$/,
    );

    await expect(
      sql`update audit_log set staff = 'someone' where id = 2`.execute(t.db),
    ).rejects.toThrow(/append-only/);
    await expect(sql`delete from audit_log where id = 2`.execute(t.db)).rejects.toThrow(
      /append-only/,
    );
  });

  it('finds with an anchor kept outside a chain rewritten whole, every hash recomputed', async () => {
    await staffSession('auditor.three', 'auditor');
    const printed = await admin('verify-audit');
    const anchor = /anchor: (\d+:[0-9a-f]{64})$/.exec(printed)![1]!;
    expect(await admin('verify-audit', '--anchor', anchor)).toMatch(/, anchor \d+ matches\n/);

    // Someone with the owner's rights changes record 2 and recomputes every hash after it, and
    // the head: the chain holds again, only the anchor kept elsewhere tells.
    await withoutTriggers(async () => {
      const rows = await t.db.selectFrom('audit_log').selectAll().orderBy('id').execute();
      let prev = rows[0]!.hash;
      for (const r of rows.slice(1)) {
        const row = { ...r, prev_hash: prev, after: r.id === 2 ? '{"forged":true}' : r.after };
        const { hash: _old, ...fields } = row;
        const hash = recordHash(fields);
        await t.db
          .updateTable('audit_log')
          .set({ prev_hash: row.prev_hash, after: row.after, hash })
          .where('id', '=', r.id)
          .execute();
        prev = hash;
      }
      await t.db.updateTable('audit_head').set({ last_hash: prev }).where('id', '=', 1).execute();
    });
    expect(await admin('verify-audit')).toMatch(/^audit chain holds/);
    await expect(admin('verify-audit', '--anchor', anchor)).rejects.toThrow(
      `audit record ${anchor.split(':')[0]} no longer has the anchored hash (rewritten)`,
    );
    await expect(admin('verify-audit', '--anchor', `999999:${'0'.repeat(64)}`)).rejects.toThrow(
      'audit anchor 999999 is not in the log',
    );
    await expect(admin('verify-audit', '--anchor', 'nonsense')).rejects.toThrow(
      'verify-audit takes --anchor ID:HASH',
    );
  });

  it('names the first broken record when one was edited behind the triggers', async () => {
    const s = await staffSession('auditor.two', 'auditor');
    // Someone with the database's owner rights edits record 3 with the trigger out of the way.
    await withoutTriggers(async () => {
      await sql`update audit_log set after = '{"status":"active"}' where id = 3`.execute(t.db);
    });
    expect((await call('POST', CONSOLE_ROUTES.auditVerify, s.cookies)).json().data).toEqual({
      ok: false,
      checked: 2,
      firstBroken: 3,
    });
    await expect(admin('verify-audit')).rejects.toThrow('audit chain broken at record 3');
  });
});
