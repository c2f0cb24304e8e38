import { describe, expect, it } from 'vitest';
import { FAVOURITE_CALLS, LIMITS } from '@seuiot/contract';
import { get, post } from '../../test/harness.js';
import { FavouritesRepo } from './favourites.repo.js';
import { t, demo, bare, ids, useFilesApp, raw } from './files.fixture.js';

useFilesApp();

describe('favourites', () => {
  const list = async (cookies = demo, query = '') =>
    (await get(t, `/api/front/favorites/list?pageSize=100${query}`, cookies)).json();
  const add = (entityType: number, entityId: number, cookies = demo) =>
    post(t, '/api/front/favorites/add', { entityType, entityId }, { cookies });

  it('adds visible entities once, lists topped first then newest, with names and paths', async () => {
    const fileFav = (await add(2, ids.caseFile)).json().data as number;
    const caseFav = (await add(1, ids.caseId)).json().data as number;
    const docFav = (await add(3, ids.document)).json().data as number;
    const centreFav = (await add(2, ids.centreOnly)).json().data as number;
    const dup = await add(1, ids.caseId);
    expect([dup.statusCode, dup.json().msg]).toEqual([409, 'A0002']);
    expect((await add(1, 999999)).json().msg).toBe('A0078');
    expect((await add(3, ids.document, bare)).json().msg).toBe('A0017');
    // Files: the one-statement add checks the file's own section against those the user holds.
    expect((await add(2, ids.caseFile, bare)).json().msg).toBe('A0017');
    expect((await add(2, 999999)).json().msg).toBe('A0078');
    expect((await add(2, 999999, bare)).json().msg).toBe('A0078');
    const fileDup = await add(2, ids.caseFile);
    expect([fileDup.statusCode, fileDup.json().msg]).toEqual([409, 'A0002']);
    expect((await add(1, ids.caseId, {})).json().msg).toBe('A0001');

    let page = await list();
    expect(page.data.list.map((f: { id: number }) => f.id)).toEqual([
      centreFav,
      docFav,
      caseFav,
      fileFav,
    ]);
    const byId = new Map(page.data.list.map((f: { id: number }) => [f.id, f]));
    expect(byId.get(caseFav)).toMatchObject({
      path: `/solutionDetail?id=${ids.caseId}`,
      fileType: '',
      fileSize: 0,
      topped: false,
    });
    expect(byId.get(docFav)).toMatchObject({ path: `/articleDetail?id=${ids.document}` });
    expect(byId.get(fileFav)).toMatchObject({ path: `/solutionDetail?id=${ids.caseId}` });
    expect((byId.get(fileFav) as { fileSize: number }).fileSize).toBeGreaterThan(0);
    expect(byId.get(centreFav)).toMatchObject({
      path: `/download?classificationId=${ids.centreClassification}`,
    });
    // Where each lives (issue 26): a case, a document and a linked file say so by their path
    // and location; a download-centre file names its classifications, outermost first.
    expect(byId.get(caseFav)).toMatchObject({ location: [] });
    expect(byId.get(docFav)).toMatchObject({ location: [] });
    const branch: string[] = [];
    for (let id: number | null = ids.centreClassification; id !== null;) {
      const c = await t.db
        .selectFrom('classifications')
        .select(['parent_id', 'name_zh'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      branch.unshift(c.name_zh);
      id = c.parent_id;
    }
    expect(branch.length).toBeGreaterThan(0);
    expect(byId.get(centreFav)).toMatchObject({ location: branch });
    const caseTitle = await t.db
      .selectFrom('solution_cases')
      .select(['title_zh', 'title_en'])
      .where('id', '=', ids.caseId)
      .executeTakeFirstOrThrow();
    expect(byId.get(fileFav)).toMatchObject({ location: [caseTitle.title_zh] });
    const zhName = (byId.get(caseFav) as { name: string }).name;
    const en = await list(demo, '&lang=en');
    const enCase = en.data.list.find((f: { id: number }) => f.id === caseFav);
    expect(enCase.name).not.toBe(zhName);
    const enFile = en.data.list.find((f: { id: number }) => f.id === fileFav);
    expect(enFile.location).toEqual([caseTitle.title_en]);

    const top = (id: number, on: number) =>
      post(t, '/api/front/favorites/updateTop', { id, top: on }, { cookies: demo });
    expect((await top(fileFav, 1)).json().rescode).toBe(200);
    await new Promise((r) => setTimeout(r, 5));
    await top(caseFav, 1);
    page = await list();
    expect(page.data.list.map((f: { id: number }) => f.id)).toEqual([
      caseFav,
      fileFav,
      centreFav,
      docFav,
    ]);
    expect(page.data.list[0].topped).toBe(true);
    await top(caseFav, 0);
    expect((await list()).data.list[0].id).toBe(fileFav);
    expect((await top(fileFav, 1)).json().rescode).toBe(200);
    expect(
      (
        await post(t, '/api/front/favorites/updateTop', { id: fileFav, top: 0 }, { cookies: bare })
      ).json().msg,
    ).toBe('A0078');

    const filtered = await list(demo, '&entityType=2');
    expect(filtered.data.total).toBe(2);

    const state = await get(
      t,
      `/api/front/favorites/state?entityType=2&entityIds=${ids.caseFile},${ids.video}`,
      demo,
    );
    expect(state.json().data).toEqual([{ entityId: ids.caseFile, id: fileFav }]);

    // A case taken down leaves the list and its total quietly.
    await t.db
      .updateTable('solution_cases')
      .set({ status: 0 })
      .where('id', '=', ids.caseId)
      .execute();
    const hidden = await list();
    expect(hidden.data.total).toBe(3);
    expect(hidden.data.list.some((f: { id: number }) => f.id === caseFav)).toBe(false);
    await t.db
      .updateTable('solution_cases')
      .set({ status: 1 })
      .where('id', '=', ids.caseId)
      .execute();
  });

  it('renames only my own favourite; an empty name gives its own back (decision 0061)', async () => {
    type Entry = { id: number; name: string; label: string | null };
    const rename = (body: object, cookies = demo) =>
      post(t, `/api${FAVOURITE_CALLS.rename.path}`, body, { cookies });
    const entry = async (id: number) =>
      ((await list()).data.list as Entry[]).find((f) => f.id === id)!;
    const first = ((await list()).data.list as Entry[])[0]!;
    expect(first.label).toBeNull();
    expect((await rename({ id: first.id, label: '  My gateway notes  ' })).json()).toMatchObject({
      rescode: 200,
      data: null,
    });
    // The list kept for the user was forgotten: the new name shows at once, beside its own.
    expect(await entry(first.id)).toMatchObject({ label: 'My gateway notes', name: first.name });

    const stranger = await rename({ id: first.id, label: 'Taken' }, bare);
    expect([stranger.statusCode, stranger.json().msg]).toEqual([404, 'A0078']);
    expect((await rename({ id: first.id, label: 'Taken' }, {})).json().msg).toBe('A0001');
    const long = await rename({ id: first.id, label: 'x'.repeat(LIMITS.favouriteLabelMax + 1) });
    expect([long.statusCode, long.json().msg]).toEqual([400, 'B0004']);
    expect((await rename({ id: 999999, label: 'None' })).json().msg).toBe('A0078');
    expect((await entry(first.id)).label).toBe('My gateway notes');

    expect((await rename({ id: first.id, label: '   ' })).json().rescode).toBe(200);
    expect((await entry(first.id)).label).toBeNull();
  });

  it('deletes only my own, by id or entity; GET needs the client header too', async () => {
    const id = (await list()).data.list.find((f: { entityType: number }) => f.entityType === 3).id;
    const other = await get(t, `/api/front/favorites/delete?id=${id}`, bare);
    expect([other.statusCode, other.json().msg]).toEqual([404, 'A0078']);
    const noHeader = await raw(`/api/front/favorites/delete?id=${id}`, { cookies: demo });
    expect([noHeader.statusCode, noHeader.json().msg]).toEqual([400, 'B0005']);
    const deleted = await get(t, `/api/front/favorites/delete?id=${id}`, demo);
    expect(deleted.json().rescode).toBe(200);
    expect((await get(t, `/api/front/favorites/delete?id=${id}`, demo)).json().msg).toBe('A0078');
    const byEntity = await post(
      t,
      '/api/front/favorites/delete',
      { entityType: 1, entityId: ids.caseId },
      { cookies: demo },
    );
    expect(byEntity.json().rescode).toBe(200);
    expect((await list()).data.total).toBe(2);
    expect((await get(t, '/api/front/favorites/list')).json().msg).toBe('A0001');
  });

  it('answers each of many writes made at one moment on its own (one batch on PostgreSQL)', async () => {
    const user = async (username: string) =>
      (
        await t.db
          .selectFrom('users')
          .select('id')
          .where('username', '=', username)
          .executeTakeFirstOrThrow()
      ).id;
    const [me, other] = [await user('demo'), await user('filesbare')];
    const file = await t.db
      .selectFrom('catalogue_files')
      .select('section')
      .where('id', '=', ids.otherFile)
      .executeTakeFirstOrThrow();
    const repo = new FavouritesRepo(t.db);
    const now = Date.now();
    const add = (
      userId: number,
      type: number,
      kind: 'case' | 'file',
      id: number,
      sections: string[],
    ) => repo.insertVisibleFavourite(userId, { type, kind, id }, now, sections);
    // All started in one turn of the event loop.
    const [mine, again, theirs, hidden, shown, gone] = await Promise.all([
      add(other, 1, 'case', ids.caseId, []),
      add(other, 1, 'case', ids.caseId, []),
      add(me, 1, 'case', ids.caseId, []),
      add(other, 2, 'file', ids.otherFile, []),
      add(other, 2, 'file', ids.otherFile, [file.section]),
      add(other, 1, 'case', 999_999, []),
    ]);
    expect(mine).toBeTypeOf('number');
    expect([again, hidden, gone]).toEqual([undefined, undefined, undefined]);
    expect(theirs === undefined || theirs !== mine).toBe(true);
    expect(shown).toBeTypeOf('number');
    const held = await t.db
      .selectFrom('favourites')
      .select(['id', 'entity_type', 'entity_id'])
      .where('user_id', '=', other)
      .orderBy('id')
      .execute();
    expect(held).toEqual([
      { id: mine, entity_type: 1, entity_id: ids.caseId },
      { id: shown, entity_type: 2, entity_id: ids.otherFile },
    ]);

    // Removals at one moment: by id and by entity, twice, and another user's id.
    const removed = await Promise.all([
      repo.deleteFavourite(me, { id: mine! }),
      repo.deleteFavourite(other, { id: mine! }),
      repo.deleteFavourite(other, { entityType: 2, entityId: ids.otherFile }),
      repo.deleteFavourite(other, { entityType: 2, entityId: ids.otherFile }),
    ]);
    expect(removed).toEqual([0, 1, 1, 0]);
    expect(
      await t.db.selectFrom('favourites').select('id').where('user_id', '=', other).execute(),
    ).toEqual([]);
  });
});
