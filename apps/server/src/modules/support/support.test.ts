import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post, signedInApp, type SignedInApp, type TestApp } from '../../test/harness.js';
import { SUPPORT_PATHS } from '@seuiot/contract';

type Cookies = Record<string, string>;
let t: TestApp, demo: Cookies, data: SignedInApp['data'];
beforeAll(async () => void ({ t, demo, data } = await signedInApp()));
afterAll(() => t.close());

describe('documents and FAQ', () => {
  it('counts document reads', async () => {
    const doc = (await data(`/api${SUPPORT_PATHS.articleList.path}?kind=document`, demo)).list[0];
    const res = await post(
      t,
      `/api${SUPPORT_PATHS.articleReadNum.path}`,
      { id: doc.id },
      { cookies: demo },
    );
    expect(res.json().data).toBe(doc.views + 1);
    expect((await data(`/api${SUPPORT_PATHS.articleById.path}?id=${doc.id}`, demo)).views).toBe(
      doc.views + 1,
    );
    expect(
      (await post(t, `/api${SUPPORT_PATHS.articleReadNum.path}`, { id: doc.id })).json().msg,
    ).toBe('A0001');
  });

  it("names authors in the reader's language (Chinese names for Chinese readers, not pinyin)", async () => {
    const zh = await data(`/api${SUPPORT_PATHS.articleList.path}?kind=document&lang=zh`, demo);
    const en = await data(`/api${SUPPORT_PATHS.articleList.path}?kind=document&lang=en`, demo);
    const zhAuthors = zh.list.map((d: { author: string }) => d.author);
    const enAuthors = en.list.map((d: { author: string }) => d.author);
    expect(zhAuthors.length).toBeGreaterThan(0);
    for (const name of zhAuthors) expect(name).toMatch(/^[\u4e00-\u9fff]{2,4}$/);
    for (const name of enAuthors) expect(name).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+$/);
    const faqZh = await data(`/api${SUPPORT_PATHS.articleList.path}?kind=faq&lang=zh`);
    expect(faqZh.list[0].author).toMatch(/[\u4e00-\u9fff]/);
  });

  it('searches FAQ by Chinese and English substrings and keeps my search history', async () => {
    const zh = await data(
      `/api${SUPPORT_PATHS.articleList.path}?kind=faq&keyword=${encodeURIComponent('恢复出厂')}`,
      demo,
    );
    expect(zh.total).toBeGreaterThan(0);
    const en = await data(
      `/api${SUPPORT_PATHS.articleList.path}?kind=faq&keyword=factory&lang=en`,
      demo,
    );
    expect(en.total).toBeGreaterThan(0);
    const none = await data(
      `/api${SUPPORT_PATHS.articleList.path}?kind=faq&keyword=${encodeURIComponent('不存在的问题词')}`,
    );
    expect(none.total).toBe(0);
    const history = await data(`/api${SUPPORT_PATHS.searchHistory.path}`, demo);
    expect(history.map((h: { keyword: string }) => h.keyword).slice(0, 2)).toEqual([
      'factory',
      '恢复出厂',
    ]);
    expect((await get(t, `/api${SUPPORT_PATHS.searchHistory.path}`)).json().msg).toBe('A0001');
    expect((await data(`/api${SUPPORT_PATHS.hotKeyWords.path}`)).length).toBeGreaterThan(0);
  });

  it('keeps only FAQ searches in the search history, not document searches', async () => {
    await data(`/api${SUPPORT_PATHS.articleList.path}?kind=document&keyword=kiosk&lang=en`, demo);
    await data(`/api${SUPPORT_PATHS.articleList.path}?kind=faq&keyword=bluetooth&lang=en`, demo);
    const history = await data(`/api${SUPPORT_PATHS.searchHistory.path}`, demo);
    const words = history.map((h: { keyword: string }) => h.keyword);
    expect(words[0]).toBe('bluetooth');
    expect(words).not.toContain('kiosk');
  });
});
