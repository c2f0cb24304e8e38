import type { Db } from '../../db/kysely.js';

/** Type 2 of favourites: one catalogue file (contract ENTITY_TYPES, docs/decisions/0007). */
export const FILE_ENTITY = 2;

/** Kysely queries of files, share links and listed entities; rows only, no rules. */
export class FilesRepo {
  constructor(private readonly db: Db) {}

  file(id: number) {
    return this.db
      .selectFrom('catalogue_files')
      .select([
        'id',
        'section',
        'name_zh',
        'name_en',
        'format',
        'size',
        'storage_key',
        'mime',
        'watermark',
        'classification_id',
        'in_download_centre',
      ])
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** One more download, counted in the database so parallel downloads never lose one. */
  async countDownload(id: number): Promise<void> {
    await this.db
      .updateTable('catalogue_files')
      .set((eb) => ({ downloads: eb('downloads', '+', 1) }))
      .where('id', '=', id)
      .execute();
  }

  liveCase(id: number) {
    return this.db
      .selectFrom('solution_cases')
      .select(['id', 'title_zh', 'title_en'])
      .where('id', '=', id)
      .where('status', '=', 1)
      .executeTakeFirst();
  }

  liveDocument(id: number) {
    return this.db
      .selectFrom('articles')
      .select(['id', 'title_zh', 'title_en'])
      .where('id', '=', id)
      .where('kind', '=', 'document')
      .where('status', '=', 1)
      .executeTakeFirst();
  }

  liveMaterial(id: number) {
    return this.db
      .selectFrom('materials')
      .select(['id'])
      .where('id', '=', id)
      .where('status', '=', 1)
      .executeTakeFirst();
  }

  // ---- Share links

  async linksSince(userId: number, since: number): Promise<number> {
    const row = await this.db
      .selectFrom('share_links')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('user_id', '=', userId)
      .where('created_at', '>', since)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async insertLink(v: {
    tokenHash: string;
    userId: number;
    entityType: number;
    entityId: number;
    needLogin: number;
    redirectUrl: string;
    createdAt: number;
    expiresAt: number | null;
  }): Promise<void> {
    await this.db
      .insertInto('share_links')
      .values({
        token_hash: v.tokenHash,
        user_id: v.userId,
        entity_type: v.entityType,
        entity_id: v.entityId,
        need_login: v.needLogin,
        redirect_url: v.redirectUrl,
        created_at: v.createdAt,
        expires_at: v.expiresAt,
      })
      .execute();
  }

  // ---- Names and pages of listed entities

  cases(ids: number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('solution_cases')
      .select(['id', 'title_zh', 'title_en'])
      .where('id', 'in', ids)
      .execute();
  }

  documents(ids: number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('articles')
      .select(['id', 'title_zh', 'title_en'])
      .where('id', 'in', ids)
      .execute();
  }

  files(ids: number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('catalogue_files')
      .select([
        'id',
        'name_zh',
        'name_en',
        'format',
        'size',
        'classification_id',
        'in_download_centre',
      ])
      .where('id', 'in', ids)
      .execute();
  }

  /** Every classification of one kind (a short tree), for the names of a path through it. */
  classificationsOf(kind: 'download') {
    return this.db
      .selectFrom('classifications')
      .select(['id', 'parent_id', 'name_zh', 'name_en'])
      .where('kind', '=', kind)
      .execute();
  }

  materials(ids: number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('materials')
      .select(['id', 'title_zh', 'title_en'])
      .where('id', 'in', ids)
      .execute();
  }

  apps(ids: number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('apps')
      .select(['id', 'name_zh', 'name_en'])
      .where('id', 'in', ids)
      .execute();
  }

  /** Every entity link of these files with, for SDKs, the SDK's kind and model. */
  fileLinks(fileIds: number[]) {
    if (fileIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('entity_files')
      .leftJoin('sdks', (j) =>
        j
          .onRef('sdks.id', '=', 'entity_files.entity_id')
          .on('entity_files.entity_type', '=', 'sdk'),
      )
      .select([
        'entity_files.file_id',
        'entity_files.entity_type',
        'entity_files.entity_id',
        'sdks.kind as sdk_kind',
        'sdks.product_id as sdk_product_id',
      ])
      .where('entity_files.file_id', 'in', fileIds)
      .orderBy('entity_files.sort')
      .orderBy('entity_files.entity_type')
      .orderBy('entity_files.entity_id')
      .execute();
  }

  /** The catalogue files attached to entities, in attachment order. */
  attachedFiles(entityType: string, entityIds: number[]) {
    return this.db
      .selectFrom('entity_files')
      .innerJoin('catalogue_files', 'catalogue_files.id', 'entity_files.file_id')
      .selectAll('catalogue_files')
      .select(['entity_files.entity_id'])
      .where('entity_files.entity_type', '=', entityType)
      .where('entity_files.entity_id', 'in', entityIds)
      .orderBy('entity_files.sort')
      .orderBy('catalogue_files.id')
      .execute();
  }
}
