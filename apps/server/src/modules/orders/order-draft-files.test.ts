import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_CALLS as R, type OrderDetail } from '@seuiot/contract';
import {
  createTestApp,
  get,
  insertUser,
  loginCookies,
  makePng,
  post,
  type TestApp,
} from '../../test/harness.js';
import { postOrderForm } from './orders.fixture.js';

/**
 * Removing a saved attachment of a draft (decision 0016): the owner only, only while the order is
 * a draft, the stored bytes with the row; another customer's attachment answers like a missing one.
 */

let t: TestApp;
let owner: Record<string, string>;
let stranger: Record<string, string>;
let typeId: number;
const PNG = makePng(80, 80);
const FIELDS = { productName: 'Gateway', contact: 'a@example.com', description: 'Broken.' };

beforeAll(async () => {
  t = await createTestApp({ UPLOAD_RATE_PER_MINUTE: '100000' });
  await insertUser(t, { username: 'draft.owner', password: 'Pass#1234' });
  await insertUser(t, { username: 'draft.stranger', password: 'Pass#1234' });
  owner = await loginCookies(t, { username: 'draft.owner', password: 'Pass#1234' });
  stranger = await loginCookies(t, { username: 'draft.stranger', password: 'Pass#1234' });
  typeId = (await get(t, `/api${R.orderType.path}`, owner)).json().data[0].id;
});
afterAll(() => t.close());

const saveDraft = (fields: Record<string, string | number>, files: string[]) =>
  postOrderForm(
    t,
    R.submitOrder.path,
    { typeId, ...FIELDS, ...fields },
    files.map((name): [string, Buffer] => [name, PNG]),
    owner,
  );

async function detail(id: number): Promise<OrderDetail> {
  const res = await get(t, `/api${R.detail.path}?id=${id}&lang=en`, owner);
  expect(res.json().rescode, res.body).toBe(200);
  return res.json().data as OrderDetail;
}

const remove = (id: number, cookies = owner) =>
  post(t, `/api${R.removeFile.path}`, { id }, { cookies }).then((r) => r.json());

/** Stored bytes of order attachments on disk, and their rows. */
async function stored() {
  const dir = path.join(t.config.dataDir, 'files', 'order');
  const rows = await t.db
    .selectFrom('files')
    .select('storage_key')
    .where('kind', '=', 'order')
    .execute();
  return {
    files: fs.existsSync(dir) ? fs.readdirSync(dir).length : 0,
    keys: rows.map((r) => r.storage_key),
  };
}

describe("a draft's saved attachments", () => {
  it('are removed by the owner, with their stored bytes, while the order is a draft', async () => {
    const before = await stored();
    const res = await saveDraft({ title: 'Draft with files', submit: 0 }, ['a.png', 'b.png']);
    expect(res.json().rescode, res.body).toBe(200);
    const id = res.json().data.id as number;
    const files = (await detail(id)).attachments;
    expect(files.map((f) => f.name)).toEqual(['a.png', 'b.png']);
    expect((await stored()).files).toBe(before.files + 2);

    // Another customer's attachment answers exactly like a missing one, and changes nothing.
    const theirs = await remove(files[0]!.id, stranger);
    const missing = await remove(999_999);
    expect(theirs).toEqual(missing);
    expect(missing.msg).toBe('A0078');
    expect((await detail(id)).attachments).toHaveLength(2);

    expect(await remove(files[0]!.id)).toMatchObject({ rescode: 200, data: null });
    expect((await detail(id)).attachments.map((f) => f.name)).toEqual(['b.png']);
    const after = await stored();
    expect(after.files).toBe(before.files + 1);
    expect(after.keys).toHaveLength(before.keys.length + 1);
    expect(await t.db.selectFrom('file_removals').selectAll().execute()).toEqual([]);
    // Removed once: a second removal finds nothing.
    expect((await remove(files[0]!.id)).msg).toBe('A0078');

    // Once sent, its files stay: B0009.
    const sent = await saveDraft({ id, title: 'Draft with files', submit: 1 }, []);
    expect(sent.json().rescode, sent.body).toBe(200);
    expect((await remove(files[1]!.id)).msg).toBe('B0009');
    expect((await detail(id)).attachments).toHaveLength(1);
    expect((await stored()).files).toBe(before.files + 1);
  });

  it('is refused without a session', async () => {
    expect((await post(t, `/api${R.removeFile.path}`, { id: 1 })).json().rescode).not.toBe(200);
  });
});
