import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_PATHS, LIMITS } from '@seuiot/contract';
import {
  createTestApp,
  insertUser,
  loginCookies,
  makePng,
  postMultipart,
  type TestApp,
} from '../../test/harness.js';
import { makeDeclaredImage } from '../../test/declared-images.js';
import { ENTERPRISE_FIELDS } from './accounts.fixture.js';

/**
 * The pixel limit of the account's pictures (decision 0041): an avatar, ID photos or a licence
 * that declares more pixels than any photo or scan needs is refused before it is stored, with
 * B0007 naming the field and the limits. A decoder given a 60,000 × 60,000 picture allocates
 * gigabytes from a few bytes.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const refusal = (field: string) => ({
  rescode: 415,
  msg: 'B0007',
  data: {
    field,
    maxMegapixels: LIMITS.imageMaxMegapixels,
    maxSidePx: LIMITS.imageMaxSidePx,
  },
});

async function signedIn(username: string) {
  await insertUser(t, { username, password: 'Pass#1234' });
  return loginCookies(t, { username, password: 'Pass#1234' });
}

async function storedFiles(kind: string): Promise<number> {
  const r = await t.db
    .selectFrom('files')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('kind', '=', kind)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

describe('pixel limit of account pictures', () => {
  it('refuses an avatar that declares 60,000 × 60,000 pixels, as PNG or JPEG, and keeps none', async () => {
    const cookies = await signedIn('bomb-avatar');
    const up = (name: string, data: Buffer) =>
      postMultipart(
        t,
        `/api${ACCOUNT_PATHS.uploadAvatar.path}`,
        {},
        { file: [name, data] },
        { cookies },
      );
    const before = await storedFiles('avatar');
    expect((await up('bomb.png', makeDeclaredImage('png', 60_000, 60_000))).json()).toEqual(
      refusal('file'),
    );
    // The JPEG's size marker comes after 60 kB of metadata: still read, still refused.
    expect((await up('bomb.jpg', makeDeclaredImage('jpg', 60_000, 60_000, 60_000))).json()).toEqual(
      refusal('file'),
    );
    // One side past the limit, the area under it: a strip.
    expect((await up('strip.png', makeDeclaredImage('png', 20_001, 200))).json()).toEqual(
      refusal('file'),
    );
    expect(await storedFiles('avatar')).toBe(before);
  });

  it('takes pictures up to the limit: 40 megapixels, 20,000 px a side', async () => {
    const cookies = await signedIn('big-avatar');
    const up = (data: Buffer) =>
      postMultipart(
        t,
        `/api${ACCOUNT_PATHS.uploadAvatar.path}`,
        {},
        { file: ['a.png', data] },
        { cookies },
      );
    expect((await up(makeDeclaredImage('png', 8_000, 5_000))).json().rescode).toBe(200);
    expect((await up(makeDeclaredImage('png', 1_080, 20_000))).json().rescode).toBe(200);
    expect((await up(makeDeclaredImage('png', 8_000, 5_001))).json()).toEqual(refusal('file'));
  });

  it('refuses ID photos and a business licence past the limit, naming the field', async () => {
    const cookies = await signedIn('bomb-identity');
    const [identities, licences] = [await storedFiles('identity'), await storedFiles('license')];
    const photo = makePng(600, 500);
    const identity = await postMultipart(
      t,
      `/api${ACCOUNT_PATHS.identitySubmit.path}`,
      { truename: '李雷', idNumber: '11010519491231002X' },
      { portrait: ['a.png', photo], emblem: ['b.png', makeDeclaredImage('png', 60_000, 60_000)] },
      { cookies },
    );
    expect(identity.json()).toEqual(refusal('emblem'));
    expect(await storedFiles('identity')).toBe(identities);

    const company = await signedIn('bomb-company');
    const licence = await postMultipart(
      t,
      `/api${ACCOUNT_PATHS.enterpriseSubmit.path}`,
      ENTERPRISE_FIELDS,
      { license: ['l.jpg', makeDeclaredImage('jpg', 30_000, 30_000, 1_000)] },
      { cookies: company },
    );
    expect(licence.json()).toEqual(refusal('license'));
    expect(await storedFiles('license')).toBe(licences);
  });
});
