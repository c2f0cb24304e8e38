import { describe, expect, it } from 'vitest';
import {
  FILE_PATHS,
  LIMITS,
  TOKEN_HEADER,
  MARKETING_PATHS,
  SOLUTION_PATHS,
  SUPPORT_PATHS,
} from '@seuiot/contract';
import { DEMO_ACCOUNT } from '../../db/seeds/index.js';
import { hashToken, Sessions } from '../../http/session.js';
import { ShareTokens } from '../../http/share-token.js';
import { cookieHeader, createTestApp, loginCookies, post } from '../../test/harness.js';
import { SHARE_LINKS_PER_HOUR } from './share.service.js';
import {
  t,
  demo,
  bare,
  ids,
  useFilesApp,
  raw,
  bytesOf,
  dl,
  pv,
  share,
  tokenOf,
  pdfStreams,
} from './files.fixture.js';

useFilesApp();

describe('share links', () => {
  it('makes a link for each type, opening the detail page with the token', async () => {
    const link = (await share({ entityType: 1, entityId: ids.caseId, needLogin: 0 })).json().data;
    expect(link).toMatch(
      new RegExp(`^http://[^/]+/seuiot/solutionDetail\\?id=${ids.caseId}&token=[\\w-]{43}$`),
    );
    const doc = (await share({ entityType: 3, entityId: ids.document, needLogin: 1 })).json().data;
    expect(doc).toMatch(new RegExp(`/seuiot/articleDetail\\?id=${ids.document}&token=`));
    const material = (
      await share({
        entityType: 2,
        entityId: ids.material,
        needLogin: 0,
        redirectUrl: `/marketingDetail?id=${ids.material}&lang=en&token=old`,
      })
    ).json().data;
    expect(material).toMatch(
      new RegExp(`/seuiot/marketingDetail\\?id=${ids.material}&lang=en&token=[\\w-]{43}$`),
    );
    const bad = await share({
      entityType: 2,
      entityId: ids.material,
      needLogin: 0,
      redirectUrl: '/download',
    });
    expect(bad.json().msg).toBe('B0004');
  });

  it('uses PUBLIC_URL when configured', async () => {
    const t2 = await createTestApp({ PUBLIC_URL: 'https://portal.example.com/ignored' });
    try {
      const c = await loginCookies(t2);
      const res = await post(
        t2,
        `/api${FILE_PATHS.shareGetLink.path}`,
        { entityType: 1, entityId: ids.caseId, needLogin: 0 },
        { cookies: c },
      );
      expect(res.json().data).toMatch(/^https:\/\/portal\.example\.com\/seuiot\/solutionDetail\?/);
    } finally {
      await t2.close();
    }
  });

  it('refuses: anonymous A0001, unknown A0078, no section A0017, no CSRF header B0005', async () => {
    const anonymous = await post(t, `/api${FILE_PATHS.shareGetLink.path}`, {
      entityType: 1,
      entityId: ids.caseId,
      needLogin: 0,
    });
    expect(anonymous.json().msg).toBe('A0001');
    expect((await share({ entityType: 1, entityId: 999999, needLogin: 0 })).json().msg).toBe(
      'A0078',
    );
    expect(
      (await share({ entityType: 3, entityId: ids.document, needLogin: 0 }, bare)).json().msg,
    ).toBe('A0017');
    const forged = await t.app.inject({
      method: 'POST',
      url: `/api${FILE_PATHS.shareGetLink.path}`,
      headers: { cookie: cookieHeader(demo) },
      payload: { entityType: 1, entityId: ids.caseId, needLogin: 0 },
    });
    expect([forged.statusCode, forged.json().msg]).toEqual([403, 'B0005']);
  });

  it('opens a link; an expired one answers A0073', async () => {
    const token = await tokenOf({ entityType: 1, entityId: ids.caseId, needLogin: 0 });
    const opened = (await raw(`/api${FILE_PATHS.shareOpenLink.path}?token=${token}`)).json();
    expect(opened.data).toMatchObject({
      entityType: 1,
      entityId: ids.caseId,
      needLogin: false,
      redirectUrl: `/solutionDetail?id=${ids.caseId}&token=${token}`,
    });
    const days = (Date.parse(opened.data.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(LIMITS.shareLinkDays - 0.01);
    expect(days).toBeLessThanOrEqual(LIMITS.shareLinkDays);

    await t.db
      .updateTable('share_links')
      .set({ expires_at: Date.now() - 1000 })
      .where('token_hash', '=', hashToken(token))
      .execute();
    const expired = await raw(`/api${FILE_PATHS.shareOpenLink.path}?token=${token}`);
    expect([expired.statusCode, expired.json().msg]).toEqual([410, 'A0073']);
    expect((await raw(`/api${FILE_PATHS.shareOpenLink.path}?token=nonsense`)).json().msg).toBe(
      'A0073',
    );
    const download = await raw(dl(ids.caseFile), { headers: { [TOKEN_HEADER]: token } });
    expect(download.json().msg).toBe('A0073');
    // A signed-in user with the section is not stopped by a stale token.
    expect(
      (await raw(dl(ids.caseFile), { cookies: demo, headers: { [TOKEN_HEADER]: token } }))
        .statusCode,
    ).toBe(200);
  });

  it('the hourly purge removes expired no-login links of every user, and keeps live and login links', async () => {
    const stale = await tokenOf({ entityType: 1, entityId: ids.caseId, needLogin: 0 });
    const live = await tokenOf({ entityType: 1, entityId: ids.caseId, needLogin: 0 });
    const forLogin = await tokenOf({ entityType: 1, entityId: ids.caseId, needLogin: 1 });
    await t.db
      .updateTable('share_links')
      .set({ expires_at: Date.now() - 1000 })
      .where('token_hash', '=', hashToken(stale))
      .execute();
    const present = async (token: string) =>
      (await t.db
        .selectFrom('share_links')
        .select('id')
        .where('token_hash', '=', hashToken(token))
        .executeTakeFirst()) !== undefined;

    // What the app's hourly timer calls.
    const shares = new ShareTokens(t.db, new Sessions(t.db, t.config));
    expect(await shares.purgeExpired()).toBeGreaterThanOrEqual(1);
    expect([await present(stale), await present(live), await present(forLogin)]).toEqual([
      false,
      true,
      true,
    ]);
    // A purged link reads as what it was: expired.
    const opened = await raw(`/api${FILE_PATHS.shareOpenLink.path}?token=${stale}`);
    expect([opened.statusCode, opened.json().msg]).toEqual([410, 'A0073']);
    expect(await shares.purgeExpired()).toBe(0);
  });

  it('a case token lets an anonymous visitor see the case and download its files, nothing else', async () => {
    const token = await tokenOf({ entityType: 1, entityId: ids.caseId, needLogin: 0 });
    const h = { [TOKEN_HEADER]: token };
    const viaHeader = await raw(dl(ids.caseFile), { headers: h });
    expect(viaHeader.statusCode).toBe(200);
    expect(viaHeader.rawPayload.equals((await bytesOf(ids.caseFile)).bytes)).toBe(true);
    expect((await raw(`${dl(ids.caseFile)}&linkToken=${token}`)).statusCode).toBe(200);
    const other = await raw(dl(ids.otherFile), { headers: h });
    expect([other.statusCode, other.json().msg]).toEqual([401, 'A0001']);

    const detail = await raw(`/api${SOLUTION_PATHS.caseDetail.path}?id=${ids.caseId}`, {
      headers: h,
    });
    expect(detail.json().rescode).toBe(200);
    expect(detail.json().data.id).toBe(ids.caseId);
    expect(
      (
        await raw(`/api${SOLUTION_PATHS.caseFiles.path}?caseId=${ids.caseId}`, { headers: h })
      ).json().rescode,
    ).toBe(200);
    const otherCase = await t.db
      .selectFrom('solution_cases')
      .select('id')
      .where('id', '!=', ids.caseId)
      .executeTakeFirstOrThrow();
    expect(
      (await raw(`/api${SOLUTION_PATHS.caseDetail.path}?id=${otherCase.id}`, { headers: h })).json()
        .msg,
    ).toBe('A0001');
    // The raw token never reaches the log (it sits in URLs as linkToken).
    expect(t.logs.join('\n')).not.toContain(token);
    // Without a token the section rules stand.
    expect((await raw(`/api${SOLUTION_PATHS.caseDetail.path}?id=${ids.caseId}`)).json().msg).toBe(
      'A0001',
    );
  });

  it('document and material tokens open their detail; a material token covers its files', async () => {
    const doc = await tokenOf({ entityType: 3, entityId: ids.document, needLogin: 0 });
    const article = await raw(`/api${SUPPORT_PATHS.articleById.path}?id=${ids.document}`, {
      headers: { [TOKEN_HEADER]: doc },
    });
    expect(article.json().rescode).toBe(200);
    const material = await tokenOf({ entityType: 2, entityId: ids.material, needLogin: 0 });
    const h = { [TOKEN_HEADER]: material };
    expect(
      (
        await raw(`/api${MARKETING_PATHS.materialDetail.path}?id=${ids.material}`, { headers: h })
      ).json().rescode,
    ).toBe(200);
    expect((await raw(pv(ids.materialFile), { headers: h })).statusCode).toBe(200);
  });

  it('an anonymous preview of a flagged PDF through a link carries the link mark', async () => {
    const attach = { entity_type: 'case', entity_id: ids.caseId, file_id: ids.markedPdf };
    await t.db
      .insertInto('entity_files')
      .values({ ...attach, sort: 99 })
      .execute();
    try {
      const token = await tokenOf({ entityType: 1, entityId: ids.caseId, needLogin: 0 });
      const link = await t.db
        .selectFrom('share_links')
        .select('id')
        .where('token_hash', '=', hashToken(token))
        .executeTakeFirstOrThrow();
      const res = await raw(pv(ids.markedPdf), { headers: { [TOKEN_HEADER]: token } });
      expect(res.statusCode).toBe(200);
      // No words (decision 0059): the host, the link's number and the day, the same in both
      // editions, drawable by the standard font; the web app gets the same text to show.
      const day = new Date().toISOString().slice(0, 10);
      const mark = `localhost #${link.id} ${day}`;
      const streams = pdfStreams(res.rawPayload).toUpperCase();
      expect(streams).toContain(Buffer.from(mark).toString('hex').toUpperCase());
      expect(streams).not.toContain(Buffer.from('Shared link').toString('hex').toUpperCase());
      const opened = (await raw(`/api${FILE_PATHS.shareOpenLink.path}?token=${token}`)).json();
      expect(opened.data.watermark).toBe(mark);
    } finally {
      await t.db
        .deleteFrom('entity_files')
        .where('entity_type', '=', 'case')
        .where('entity_id', '=', ids.caseId)
        .where('file_id', '=', ids.markedPdf)
        .execute();
    }
  });

  it('a link that needs login refuses anonymous visitors and does not expire', async () => {
    const token = await tokenOf({ entityType: 1, entityId: ids.caseId, needLogin: 1 });
    const anonymous = await raw(`/api${FILE_PATHS.shareOpenLink.path}?token=${token}`);
    expect([anonymous.statusCode, anonymous.json().msg]).toEqual([401, 'A0001']);
    expect((await raw(dl(ids.caseFile), { headers: { [TOKEN_HEADER]: token } })).json().msg).toBe(
      'A0001',
    );
    const opened = await raw(`/api${FILE_PATHS.shareOpenLink.path}?token=${token}`, {
      cookies: bare,
    });
    expect(opened.json().data).toMatchObject({ needLogin: true, expiresAt: null });
    // Signed in, the link lets through what it covers even without the section.
    expect(
      (await raw(dl(ids.caseFile), { cookies: bare, headers: { [TOKEN_HEADER]: token } }))
        .statusCode,
    ).toBe(200);
  });
});

describe('share link limit', () => {
  it('answers A0079 past the links a user may make in an hour', async () => {
    const user = await t.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', DEMO_ACCOUNT.username)
      .executeTakeFirstOrThrow();
    const now = Date.now();
    await t.db
      .insertInto('share_links')
      .values(
        Array.from({ length: SHARE_LINKS_PER_HOUR }, (_, i) => ({
          token_hash: hashToken(`bulk-${i}`),
          user_id: user.id,
          entity_type: 1,
          entity_id: ids.caseId,
          need_login: 1,
          redirect_url: `/solutionDetail?id=${ids.caseId}`,
          created_at: now - i,
          expires_at: null,
        })),
      )
      .execute();
    const res = await share({ entityType: 1, entityId: ids.caseId, needLogin: 0 });
    expect([res.statusCode, res.json().msg]).toEqual([429, 'A0079']);
  });
});
