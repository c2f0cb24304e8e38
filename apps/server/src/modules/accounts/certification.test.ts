import { describe, expect, it } from 'vitest';
import { runAdmin } from '../../cli/admin.js';
import { get, insertUser, loginCookies, makePng, postMultipart } from '../../test/harness.js';
import { ENTERPRISE_FIELDS, t, useAccountsApp } from './accounts.fixture.js';
import { ACCOUNT_PATHS } from '@seuiot/contract';

useAccountsApp();

describe('real-name certification', () => {
  it('validates the ID, waits for review, shows the rejection reason, allows one account per ID', async () => {
    await insertUser(t, { username: 'idcheck', password: 'Pass#1234' });
    const cookies = await loginCookies(t, { username: 'idcheck', password: 'Pass#1234' });
    const photo = makePng(600, 500);
    const submit = (
      fields: Record<string, string>,
      files: Record<string, [string, Buffer]> = {
        portrait: ['a.png', photo],
        emblem: ['b.png', photo],
      },
      c = cookies,
    ) =>
      postMultipart(t, `/api${ACCOUNT_PATHS.identitySubmit.path}`, fields, files, { cookies: c });

    expect(
      (await get(t, `/api${ACCOUNT_PATHS.identityStatus.path}`, cookies)).json().data.status,
    ).toBe('none');
    expect((await submit({ truename: '李雷', idNumber: '110105194912310021' })).json()).toEqual({
      rescode: 400,
      msg: 'B0004',
      data: ['idNumber'],
    });
    expect(
      (
        await submit(
          { truename: '李雷', idNumber: '11010519491231002X' },
          { portrait: ['a.png', makePng(499, 800)], emblem: ['b.png', photo] },
        )
      ).json(),
    ).toEqual({ rescode: 400, msg: 'B0004', data: ['portrait'] });
    expect(
      (
        await submit(
          { truename: '李雷', idNumber: '11010519491231002X' },
          { portrait: ['a.png', photo] },
        )
      ).json(),
    ).toEqual({ rescode: 400, msg: 'B0001', data: ['emblem'] });

    const ok = await submit({ truename: '李雷', idNumber: '11010519491231002x' });
    expect(ok.json().data).toMatchObject({
      status: 'pending',
      idNumberMasked: '11**************2X',
    });
    expect((await submit({ truename: '李雷', idNumber: '11010519491231002X' })).json().msg).toBe(
      'A0010',
    );
    // The photos come back to their owner, and to nobody else.
    const sent = ok.json().data as { portraitUrl: string; emblemUrl: string };
    expect(sent.portraitUrl).toMatch(/^\/api\/front\/user\/file\/\d+$/);
    expect(sent.emblemUrl).not.toBe(sent.portraitUrl);
    const own = await get(t, sent.portraitUrl, cookies);
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.equals(photo)).toBe(true);
    await insertUser(t, { username: 'idpeek', password: 'Pass#1234' });
    const peek = await loginCookies(t, { username: 'idpeek', password: 'Pass#1234' });
    for (const url of [sent.portraitUrl, sent.emblemUrl]) {
      expect((await get(t, url, peek)).statusCode).not.toBe(200);
      expect((await get(t, url)).statusCode).not.toBe(200);
    }

    await runAdmin(['reject-identity', 'idcheck', '照片不清晰', '/', 'Photo', 'is', 'blurred'], {
      DATABASE_URL: t.config.databaseUrl,
      DATA_DIR: t.config.dataDir,
    });
    const rejected = (await get(t, `/api${ACCOUNT_PATHS.identityStatus.path}`, cookies)).json()
      .data;
    expect(rejected).toMatchObject({
      status: 'rejected',
      rejectReason: '照片不清晰 / Photo is blurred',
    });
    expect(
      (await get(t, `/api${ACCOUNT_PATHS.profile.path}`, cookies)).json().data.identityStatus,
    ).toBe('rejected');

    // Someone else cannot use the same number.
    await insertUser(t, { username: 'idthief', password: 'Pass#1234' });
    const thief = await loginCookies(t, { username: 'idthief', password: 'Pass#1234' });
    expect(
      (await submit({ truename: '李雷', idNumber: '11010519491231002X' }, undefined, thief)).json()
        .msg,
    ).toBe('A0011');

    expect(
      (await submit({ truename: '李雷', idNumber: '11010519491231002X' })).json().data.status,
    ).toBe('pending');
    await runAdmin(['approve-identity', 'idcheck'], {
      DATABASE_URL: t.config.databaseUrl,
      DATA_DIR: t.config.dataDir,
    });
    expect((await submit({ truename: '李雷', idNumber: '11010519491231002X' })).json().msg).toBe(
      'A0009',
    );
  });

  it('takes a passport number for overseas users', async () => {
    await insertUser(t, { username: 'passport1', password: 'Pass#1234' });
    const cookies = await loginCookies(t, { username: 'passport1', password: 'Pass#1234' });
    const photo = makePng(500, 500);
    const files = {
      portrait: ['a.png', photo] as [string, Buffer],
      emblem: ['b.png', photo] as [string, Buffer],
    };
    expect(
      (
        await postMultipart(
          t,
          `/api${ACCOUNT_PATHS.identitySubmit.path}`,
          { truename: 'Anna Schmidt', idType: 'passport', idNumber: 'C01X00T47' },
          files,
          { cookies },
        )
      ).json().data.status,
    ).toBe('pending');
  });
});

describe('enterprise certification', () => {
  it('validates the credit code and the area chain, then waits for review', async () => {
    await insertUser(t, { username: 'company1', password: 'Pass#1234' });
    const cookies = await loginCookies(t, { username: 'company1', password: 'Pass#1234' });
    const fields = ENTERPRISE_FIELDS;
    const license: Record<string, [string, Buffer]> = { license: ['l.png', makePng(800, 600)] };
    const submit = (f: Record<string, string>) =>
      postMultipart(t, `/api${ACCOUNT_PATHS.enterpriseSubmit.path}`, f, license, { cookies });
    expect((await submit({ ...fields, taxNumber: '91350100M000100Y44' })).json()).toEqual({
      rescode: 400,
      msg: 'B0004',
      data: ['taxNumber'],
    });
    expect((await submit({ ...fields, district: '110101' })).json()).toEqual({
      rescode: 400,
      msg: 'B0004',
      data: ['district'],
    });
    const ok = (await submit(fields)).json().data;
    expect(ok).toMatchObject({
      status: 'pending',
      areaNames: '福建省 福州市 鼓楼区',
      taxNumber: '91350100M000100Y43',
    });
    expect((await get(t, ok.licenseUrl, cookies)).statusCode).toBe(200);
    expect((await submit(fields)).json().msg).toBe('A0014');
    await runAdmin(['approve-enterprise', 'company1'], {
      DATABASE_URL: t.config.databaseUrl,
      DATA_DIR: t.config.dataDir,
    });
    expect((await submit(fields)).json().msg).toBe('A0013');
    expect(
      (await get(t, `/api${ACCOUNT_PATHS.enterpriseStatus.path}`, cookies)).json().data.status,
    ).toBe('approved');
  });

  it('takes a company registered outside China: its country, registration number and address', async () => {
    await insertUser(t, { username: 'company2', password: 'Pass#1234' });
    const cookies = await loginCookies(t, { username: 'company2', password: 'Pass#1234' });
    const license: Record<string, [string, Buffer]> = { license: ['l.png', makePng(800, 600)] };
    const submit = (f: Record<string, string>) =>
      postMultipart(t, `/api${ACCOUNT_PATHS.enterpriseSubmit.path}`, f, license, { cookies });
    const fields = {
      companyName: 'Muster Geräte GmbH',
      country: 'de',
      taxNumber: 'HRB 123456',
      address: 'Beispielstraße 1, 80331 München',
      scope: 'Development and sale of handheld terminals',
    };
    const refused = async (f: Record<string, string>) => (await submit(f)).json();
    expect(await refused({ ...fields, country: 'XX' })).toMatchObject({
      msg: 'B0004',
      data: ['country'],
    });
    expect(await refused({ ...fields, taxNumber: '<script>' })).toMatchObject({
      msg: 'B0004',
      data: ['taxNumber'],
    });
    expect(await refused({ ...fields, taxNumber: 'x'.repeat(51) })).toMatchObject({
      msg: 'B0004',
      data: ['taxNumber'],
    });
    // A Chinese area chain belongs to a company registered in China only.
    expect(await refused({ ...fields, province: '35' })).toMatchObject({
      msg: 'B0004',
      data: ['province'],
    });
    // China chosen: the credit code and the area chain are required as in the domestic form.
    expect(await refused({ ...fields, country: 'CN' })).toMatchObject({
      msg: 'B0001',
      data: ['province', 'city', 'district'],
    });
    expect(
      await refused({ ...fields, country: 'CN', province: '35', city: '3501', district: '350102' }),
    ).toMatchObject({ msg: 'B0004', data: ['taxNumber'] });
    const ok = (await submit(fields)).json().data;
    expect(ok).toMatchObject({
      status: 'pending',
      country: 'DE',
      taxNumber: 'HRB 123456',
      areaNames: '',
      address: 'Beispielstraße 1, 80331 München',
    });
    const row = await t.db
      .selectFrom('enterprise_certs')
      .select(['country', 'province', 'city', 'district'])
      .innerJoin('users', 'users.id', 'enterprise_certs.user_id')
      .where('users.username', '=', 'company2')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ country: 'DE', province: '', city: '', district: '' });
  });

  it('serves the administrative divisions', async () => {
    const provinces = (await get(t, `/api${ACCOUNT_PATHS.areas.path}`)).json().data;
    expect(provinces.length).toBeGreaterThanOrEqual(31);
    expect(provinces).toContainEqual({ code: '44', name: '广东省', leaf: false });
    const cities = (await get(t, `/api${ACCOUNT_PATHS.areas.path}?parentCode=44`)).json().data;
    expect(cities).toContainEqual({ code: '4403', name: '深圳市', leaf: false });
    const districts = (await get(t, `/api${ACCOUNT_PATHS.areas.path}?parentCode=4403`)).json().data;
    expect(
      districts.some((d: { name: string; leaf: boolean }) => d.name === '南山区' && d.leaf),
    ).toBe(true);
    expect((await get(t, `/api${ACCOUNT_PATHS.areas.path}?parentCode=abc`)).json().msg).toBe(
      'B0004',
    );
  });

  it('serves the user types in both languages', async () => {
    const zh = (await get(t, `/api${ACCOUNT_PATHS.dictionary.path}?ctgKey=customer.type`)).json()
      .data;
    const en = (
      await get(t, `/api${ACCOUNT_PATHS.dictionary.path}?ctgKey=customer.type&lang=en`)
    ).json().data;
    expect(zh[0]).toEqual({ value: '1', name: '终端客户' });
    expect(en[0]).toEqual({ value: '1', name: 'End customer' });
  });
});
