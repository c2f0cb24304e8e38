import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_CALLS as R } from '@seuiot/contract';
import {
  get,
  insertUser,
  loginCookies,
  makePng,
  createTestApp,
  type TestApp,
} from '../../test/harness.js';
import { FIELDS, postOrderForm } from './orders.fixture.js';

/**
 * The account's quota (USER_STORAGE_QUOTA_MB) and a developer's (DEVELOPER_STORAGE_QUOTA_MB) are
 * apart (README configuration, decisions 0010, 0015, 0047): a developer's install packages and
 * intro media never use up the room of the account's pictures and work-order attachments
 * (issue 26, item 2: an APK uploaded, then a 28 KB screenshot refused with "20 MB quota").
 */

const KB = 1024;
const MB = 1024 * KB;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ USER_STORAGE_QUOTA_MB: '1', UPLOAD_RATE_PER_MINUTE: '100000' });
});
afterAll(async () => {
  await t.close();
});

async function account(username: string) {
  const id = await insertUser(t, { username, password: 'Pass#1234' });
  const cookies = await loginCookies(t, { username, password: 'Pass#1234' });
  return { id, cookies };
}

/** A stored file row of the owner (the bytes are not needed to count the quota). */
async function keep(ownerId: number, kind: string, size: number) {
  await t.db
    .insertInto('files')
    .values({
      owner_id: ownerId,
      kind,
      storage_key: `${kind}/${crypto.randomUUID()}`,
      mime: 'application/octet-stream',
      size,
      width: null,
      height: null,
      created_at: Date.now(),
    })
    .execute();
}

async function typeId(cookies: Record<string, string>) {
  return ((await get(t, `/api${R.orderType.path}`, cookies)).json().data as { id: number }[])[0]!
    .id;
}

describe('the account quota and the developer quota', () => {
  it('attaches a screenshot to a work order whatever app files the developer keeps', async () => {
    const dev = await account('quota-dev');
    // Far more than the account's 1 MB, all of it app files.
    await keep(dev.id, 'app-package', 5 * MB);
    await keep(dev.id, 'app-media', 2 * MB);
    await keep(dev.id, 'app-icon', 300 * KB);
    const res = await postOrderForm(
      t,
      R.submitOrder.path,
      { typeId: await typeId(dev.cookies), ...FIELDS },
      [['screenshot.png', makePng(200, 200, 28 * KB)]],
      dev.cookies,
    );
    expect(res.json().rescode, res.body).toBe(200);
  });

  it('still counts the account’s own pictures and attachments against the account quota', async () => {
    const me = await account('quota-own');
    await keep(me.id, 'avatar', 600 * KB);
    await keep(me.id, 'order', 380 * KB);
    const res = await postOrderForm(
      t,
      R.submitOrder.path,
      { typeId: await typeId(me.cookies), ...FIELDS },
      [['screenshot.png', makePng(200, 200, 60 * KB)]],
      me.cookies,
    );
    expect(res.json()).toEqual({ rescode: 413, msg: 'B0008', data: '1 MB' });
  });
});
