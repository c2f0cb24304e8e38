import { ENTITY_TYPES, type Favourite, type Lang, type Page } from '@seuiot/contract';
import type { Db } from '../../db/kysely.js';
import { pagedList } from '../../db/paging.js';
import { AppError } from '../../http/app-error.js';
import { pick } from '../../lib/text.js';
import { sectionsHeld } from '../../http/permission.js';
import { requireVisible, SECTION_OF } from './entities.js';
import type { FavouritesRepo } from './favourites.repo.js';
import { FILE_ENTITY, type FilesRepo } from './files.repo.js';

type FileLink = Awaited<ReturnType<FilesRepo['fileLinks']>>[number];

/** Favourites (spec 3): cases, catalogue files and documents of one user; items can be topped. */
export class FavouritesService {
  constructor(
    private readonly db: Db,
    private readonly repo: FilesRepo,
    private readonly favourites: FavouritesRepo,
  ) {}

  /** Adds one; the entity must be visible to the user; A0002 when it is there already. */
  async add(userId: number, entityType: number, entityId: number): Promise<number> {
    const kind = kindOf(entityType);
    // The usual case in one statement: the insert checks that the entity is there and in a
    // section the user holds, and the unique key tells a favourite already there (two adds at
    // once too). Only when nothing was added are the reasons read one by one.
    const held = await sectionsHeld(this.db, userId);
    if (kind === 'file' || held.has(SECTION_OF[kind])) {
      const id = await this.favourites.insertVisibleFavourite(
        userId,
        { type: entityType, kind, id: entityId },
        Date.now(),
        [...held],
      );
      if (id !== undefined) return id;
    }
    await requireVisible(this.db, this.repo, userId, kind, entityId);
    throw new AppError('A0002');
  }

  /** Removes one of the user's own, by id or by entity; A0078 when there is none. */
  async remove(
    userId: number,
    q: { id?: number | undefined; entityId?: number | undefined; entityType?: number | undefined },
  ): Promise<void> {
    const by =
      q.id !== undefined ? { id: q.id } : { entityType: q.entityType!, entityId: q.entityId! };
    if ((await this.favourites.deleteFavourite(userId, by)) === 0) throw new AppError('A0078');
  }

  /** Tops (now) or untops one of the user's own; A0078 when there is none. */
  async top(userId: number, id: number, top: boolean): Promise<void> {
    if ((await this.favourites.topFavourite(userId, id, top ? Date.now() : null)) === 0)
      throw new AppError('A0078');
  }

  /** Names one of the user's own (an empty label gives the entity's name back); A0078 otherwise. */
  async rename(userId: number, id: number, label: string): Promise<void> {
    if ((await this.favourites.labelFavourite(userId, id, label === '' ? null : label)) === 0)
      throw new AppError('A0078');
  }

  async state(userId: number, entityType: number, entityIds: number[]) {
    const rows = await this.favourites.favouriteStates(userId, entityType, entityIds);
    return rows.map((r) => ({ entityId: r.entity_id, id: r.id }));
  }

  /** A page of the user's favourites: topped first (latest topped first), then newest. */
  async list(
    userId: number,
    q: { pageNum: number; pageSize: number; entityType?: number | undefined },
    lang: Lang,
  ): Promise<Page<Favourite>> {
    return pagedList(
      q,
      () => this.favourites.favouriteCount(userId, q.entityType),
      (window) => this.favourites.favouritePage(userId, q.entityType, window),
      (rows) => this.view(rows, lang),
    );
  }

  /** The page's items: each entity's name and the page that shows it, in the language. */
  private async view(
    rows: Awaited<ReturnType<FavouritesRepo['favouritePage']>>,
    lang: Lang,
  ): Promise<Favourite[]> {
    const ids = (type: number) =>
      rows.filter((r) => r.entity_type === type).map((r) => r.entity_id);
    const fileIds = ids(FILE_ENTITY);
    const [cases, documents, files, links] = await Promise.all([
      this.repo.cases(ids(ENTITY_TYPES.solution)),
      this.repo.documents(ids(ENTITY_TYPES.document)),
      this.repo.files(fileIds),
      this.repo.fileLinks(fileIds),
    ]);
    const caseById = new Map(cases.map((c) => [c.id, c]));
    const documentById = new Map(documents.map((d) => [d.id, d]));
    const fileById = new Map(files.map((f) => [f.id, f]));
    const firstLink = new Map<number, FileLink>();
    for (const l of links) if (!firstLink.has(l.file_id)) firstLink.set(l.file_id, l);
    const where = await this.fileLocations(files, firstLink, lang);

    const list: Favourite[] = rows.map((r) => {
      const base = {
        id: r.id,
        entityId: r.entity_id,
        entityType: r.entity_type,
        topped: r.topped_at !== null,
        label: r.label,
        createTime: new Date(Number(r.created_at)).toISOString(),
      };
      if (r.entity_type === FILE_ENTITY) {
        const f = fileById.get(r.entity_id);
        return {
          ...base,
          name: f ? pick(lang, f.name_zh, f.name_en) : '',
          path: f ? filePath(f, firstLink.get(f.id)) : '',
          location: where.get(r.entity_id) ?? [],
          fileType: f?.format ?? '',
          fileSize: f ? Number(f.size) : 0,
        };
      }
      const isCase = r.entity_type === ENTITY_TYPES.solution;
      const row = isCase ? caseById.get(r.entity_id) : documentById.get(r.entity_id);
      return {
        ...base,
        name: row ? pick(lang, row.title_zh, row.title_en) : '',
        path: `${isCase ? '/solutionDetail' : '/articleDetail'}?id=${r.entity_id}`,
        location: [],
        fileType: '',
        fileSize: 0,
      };
    });
    return list;
  }

  /**
   * Where each file lives below the part of the portal its page belongs to (issue 26): the case,
   * material or app of its first link, else its download-centre classifications, outermost first.
   */
  private async fileLocations(
    files: Awaited<ReturnType<FilesRepo['files']>>,
    firstLink: Map<number, FileLink>,
    lang: Lang,
  ): Promise<Map<number, string[]>> {
    const linked = (type: string) =>
      [...firstLink.values()].filter((l) => l.entity_type === type).map((l) => l.entity_id);
    const inCentre = files.some((f) => !firstLink.has(f.id) && f.in_download_centre === 1);
    const [cases, materials, apps, classes] = await Promise.all([
      this.repo.cases(linked('case')),
      this.repo.materials(linked('material')),
      this.repo.apps(linked('app')),
      inCentre ? this.repo.classificationsOf('download') : Promise.resolve([]),
    ]);
    const titles = new Map<string, string>([
      ...cases.map((c) => [`case:${c.id}`, pick(lang, c.title_zh, c.title_en)] as const),
      ...materials.map((m) => [`material:${m.id}`, pick(lang, m.title_zh, m.title_en)] as const),
      ...apps.map((a) => [`app:${a.id}`, pick(lang, a.name_zh, a.name_en)] as const),
    ]);
    const classById = new Map(classes.map((c) => [c.id, c]));
    const branch = (id: number | null): string[] => {
      const names: string[] = [];
      // Outermost first; a broken parent chain (or a loop) stops at what was found.
      for (let c = id === null ? undefined : classById.get(id); c && names.length < 10;) {
        names.unshift(pick(lang, c.name_zh, c.name_en));
        c = c.parent_id === null ? undefined : classById.get(c.parent_id);
      }
      return names;
    };
    const out = new Map<number, string[]>();
    for (const f of files) {
      const link = firstLink.get(f.id);
      const title = link && titles.get(`${link.entity_type}:${link.entity_id}`);
      if (link) out.set(f.id, title ? [title] : []);
      else out.set(f.id, f.in_download_centre === 1 ? branch(f.classification_id) : []);
    }
    return out;
  }
}

function kindOf(entityType: number): 'case' | 'file' | 'document' {
  if (entityType === ENTITY_TYPES.solution) return 'case';
  if (entityType === ENTITY_TYPES.document) return 'document';
  return 'file';
}

/**
 * The page that shows a file: that of its first entity link (by the link's order), else the
 * download centre at its classification; '' when nothing shows it any more.
 */
function filePath(
  f: { classification_id: number | null; in_download_centre: number },
  link: FileLink | undefined,
): string {
  if (link) {
    switch (link.entity_type) {
      case 'case':
        return `/solutionDetail?id=${link.entity_id}`;
      case 'material':
        return `/marketingDetail?id=${link.entity_id}`;
      case 'sdk':
        return link.sdk_kind === 'model' && link.sdk_product_id !== null
          ? `/developer?menuIndex=2-3&productId=${link.sdk_product_id}`
          : '/developer?menuIndex=2-2';
      case 'test':
        return '/developer?menuIndex=2-4';
      case 'app':
        return `/marketplace?tabIndex=1&appId=${link.entity_id}`;
    }
  }
  if (f.in_download_centre === 1)
    return f.classification_id === null
      ? '/download'
      : `/download?classificationId=${f.classification_id}`;
  return '';
}
