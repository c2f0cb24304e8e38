import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CONSOLE_ROUTES, STAFF_SESSION_COOKIE } from '@seuiot/contract';
import { certifiedCustomer, t, useAppsApp } from '../apps/apps.fixture.js';
import { consoleKit, type Cookies } from './console-kit.fixture.js';

/**
 * The certification queue shows decided items too (filter by state, search by the customer's
 * name, account, phone or company), so that a reviewer finds one to re-open (decision 0031).
 */

useAppsApp();
let k: ReturnType<typeof consoleKit>;
let reviewer: Cookies;
let second: Cookies;
let ids: { mei: number; lei: number; wait: number; firm: number };
let meiDecided: number;

const queue = async (cookies: Cookies, q: string) =>
  (await k.call('GET', `${CONSOLE_ROUTES.certs}?${q}`, cookies)).json();
const names = async (q: string) =>
  (await queue(reviewer, q)).data.list.map((r: { username: string }) => r.username);

/** A certified customer whose identity certification is in `status`, with a phone and company. */
async function customer(username: string, status: string, reviewedAt: number | null) {
  const c = await certifiedCustomer(username);
  await t.db
    .updateTable('identity_certs')
    .set({ status, reviewed_at: reviewedAt, truename: `${username} 韩梅梅`.trim() })
    .where('user_id', '=', c.id)
    .execute();
  return c;
}

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-13T08:00:00Z'));
  k = consoleKit(t);
  reviewer = (await k.staffSession('cq.a', 'reviewer')).cookies;
  second = (await k.staffSession('cq.b', 'reviewer')).cookies;
  meiDecided = Date.now() - 1000;
  const mei = await customer('cq.mei', 'approved', meiDecided);
  const lei = await customer('cq.lei', 'rejected', Date.now() - 500);
  const wait = await customer('cq.wait', 'pending', null);
  await t.db
    .updateTable('users')
    .set({ phone: '13912345678', company_name: 'Acme Sensors Ltd' })
    .where('id', '=', mei.id)
    .execute();
  const firm = await certifiedCustomer('cq.firm');
  const [photo] = await t.db.selectFrom('files').select('id').orderBy('id').limit(1).execute();
  await t.db
    .insertInto('enterprise_certs')
    .values({
      user_id: firm.id,
      company_name: 'Zhongshan Widgets Co',
      tax_number: '91110000100000000X',
      province: '11',
      city: '1101',
      district: '110101',
      address: '1 Main Road',
      scope: 'widgets',
      license_file_id: photo!.id,
      status: 'approved',
      reject_reason: '',
      submitted_at: Date.now() - 5000,
      reviewed_at: Date.now() - 100,
    })
    .execute();
  ids = { mei: mei.id, lei: lei.id, wait: wait.id, firm: firm.id };
});
afterAll(() => vi.useRealTimers());

describe('the certification queue with decided items', () => {
  it('is refused without a staff session, with a customer session and without the reviewer role', async () => {
    const q = `${CONSOLE_ROUTES.certs}?kind=identity&status=approved&keyword=mei`;
    const customer = (await certifiedCustomer('cq.customer')).cookies;
    const forged = { ...customer, [STAFF_SESSION_COOKIE]: Object.values(customer)[0]! };
    const support = (await k.staffSession('cq.support', 'support', 'administrator')).cookies;
    expect(await k.msg('GET', q, {})).toBe('A0001');
    expect(await k.msg('GET', q, customer)).toBe('A0001');
    expect(await k.msg('GET', q, forged)).toBe('A0004');
    expect(await k.msg('GET', q, support)).toBe('A0017');
    expect((await queue(reviewer, 'kind=identity&status=approved&keyword=mei')).rescode).toBe(200);
  });

  it('filters by state: waiting by default, approved and rejected on request', async () => {
    expect(await names('kind=identity')).toEqual(['cq.wait']);
    expect(await names('kind=identity&status=pending')).toEqual(['cq.wait']);
    // Decided ones: the last decided first (the fixture's own certified customers too).
    const approved = (await queue(reviewer, 'kind=identity&status=approved')).data;
    expect(approved.list.map((r: { username: string }) => r.username)).toContain('cq.mei');
    expect(approved.list.map((r: { username: string }) => r.username)).not.toContain('cq.lei');
    expect(approved.list.find((r: { username: string }) => r.username === 'cq.mei')).toEqual({
      userId: ids.mei,
      username: 'cq.mei',
      name: 'cq.mei 韩梅梅',
      status: 'approved',
      submittedAt: expect.any(String),
      reviewedAt: new Date(meiDecided).toISOString(),
    });
    expect(await names('kind=identity&status=rejected')).toEqual(['cq.lei']);
    expect(await names('kind=enterprise&status=approved')).toEqual(['cq.firm']);
    expect(await names('kind=enterprise')).toEqual([]);
    expect((await queue(reviewer, 'kind=identity&status=reopened')).msg).toBe('B0004');
  });

  it('searches by name, account, phone and company, case-insensitively, and pages', async () => {
    // Name on the certification (both customers share it: each is found in its own state).
    expect(await names('kind=identity&status=approved&keyword=韩梅梅')).toEqual(['cq.mei']);
    expect(await names('kind=identity&status=rejected&keyword=韩梅梅')).toEqual(['cq.lei']);
    // Account, phone, company of the account (upper case finds lower).
    expect(await names('kind=identity&status=approved&keyword=CQ.MEI')).toEqual(['cq.mei']);
    expect(await names('kind=identity&status=approved&keyword=3912345')).toEqual(['cq.mei']);
    expect(await names('kind=identity&status=approved&keyword=acme')).toEqual(['cq.mei']);
    // The certified company's name.
    expect(await names('kind=enterprise&status=approved&keyword=widgets')).toEqual(['cq.firm']);
    // LIKE's wildcards are plain text.
    expect(await names('kind=identity&status=approved&keyword=%25')).toEqual([]);
    expect(await names('kind=identity&status=approved&keyword=nobody')).toEqual([]);
    const page = (await queue(reviewer, 'kind=identity&status=approved&keyword=cq.&pageSize=1'))
      .data;
    expect(page).toMatchObject({ total: 3, pageSize: 1 });
    expect(page.list).toHaveLength(1);
  });

  it('a decided item found by search is re-opened with four eyes', async () => {
    const [row] = (await queue(reviewer, 'kind=identity&status=rejected&keyword=cq.lei')).data.list;
    const asked = (
      await k.call('POST', CONSOLE_ROUTES.reviewReopen, reviewer, {
        subject: 'identity',
        id: row.userId,
        reason: 'Rejected on a misread photo',
      })
    ).json();
    expect(asked.rescode).toBe(200);
    // Still rejected until a second reviewer approves.
    expect(await names('kind=identity&status=rejected&keyword=cq.lei')).toEqual(['cq.lei']);
    const decided = await k.call('POST', CONSOLE_ROUTES.approvalDecide, second, {
      id: asked.data.approvalId,
      approve: true,
      note: '',
    });
    expect(decided.json().data.state).toBe('approved');
    expect(await names('kind=identity&status=rejected&keyword=cq.lei')).toEqual([]);
    expect(await names('kind=identity&status=pending')).toEqual(['cq.lei', 'cq.wait']);
  });
});
