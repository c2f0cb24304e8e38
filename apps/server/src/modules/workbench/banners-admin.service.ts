import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import { BANNER_IMAGE_ROUTE, type ConsoleBanner } from '@seuiot/contract';
import type { Db } from '../../db/kysely.js';
import type { BannersTable } from '../../db/tables.js';
import type { Selectable } from 'kysely';
import { AppError } from '../../http/app-error.js';
import { ContentChanges } from '../notices/content-changes.service.js';
import type { StagedFile, Storage } from '../../storage/storage.js';

/** Writes the action's audit record on the action's transaction (console/audit.service.ts). */
export type WithinAction = (
  db: Db,
  before: unknown,
  after: unknown,
  madeId?: number,
) => Promise<void>;

/** An uploaded banner image's name in the public URL: its storage id and checked type. */
export const BANNER_IMAGE_NAME = /^([0-9a-f]{32})\.(png|jpg|gif)$/;

type BannerRow = Selectable<BannersTable>;

function view(r: BannerRow): ConsoleBanner {
  return {
    id: r.id,
    position: r.position,
    titleZh: r.title_zh,
    titleEn: r.title_en,
    image: r.image,
    link: r.link,
    linkEn: r.link_en,
    sort: r.sort,
    shown: r.status === 1,
  };
}

export interface BannerInput {
  id?: number | undefined;
  position: string;
  titleZh: string;
  titleEn: string;
  link: string;
  linkEn: string;
  /** Absent: an edited banner keeps its place, a new one goes last. */
  sort?: number | undefined;
}

/** A banner image streamed to storage (not yet under its key) and its type by its bytes. */
export interface StagedImage {
  id: string;
  type: 'png' | 'jpg' | 'gif';
  file: StagedFile;
}

/** An image streamed to storage under a fresh id, to keep (commit) or drop. */
export interface StagedBannerImage {
  id: string;
  file: StagedFile;
  discard(): Promise<void>;
}

/**
 * The editor's banners (decision 0023): both languages' titles and links, order, an uploaded image
 * (streamed, checked by its first bytes while it arrives), shown or withdrawn. The portal's banner
 * list is read uncached (workbench.service.ts); the server-rendered home page is kept per content
 * generation, so every change is announced (ContentChanges) and shows at the next request on
 * every server (decision 0030).
 */
export class BannersAdminService {
  constructor(
    private readonly db: Db,
    private readonly storage: Storage,
    private readonly apiPrefix: string,
  ) {}

  async list(position: string | undefined): Promise<ConsoleBanner[]> {
    let q = this.db.selectFrom('banners').selectAll();
    if (position) q = q.where('position', '=', position);
    return (await q.orderBy('position').orderBy('sort').orderBy('id').execute()).map(view);
  }

  /** Streams an image to storage under a fresh id; the caller keeps or discards it. */
  async stage(body: AsyncIterable<Buffer>): Promise<StagedBannerImage> {
    const id = crypto.randomBytes(16).toString('hex');
    const file = await this.storage.stage(`banners/${id}`, Readable.from(body));
    return { id, file, discard: () => file.discard() };
  }

  /** The stored key and content type of an image name of the public URL, null when not one. */
  static imageOf(name: string): { key: string; mime: string } | null {
    const m = BANNER_IMAGE_NAME.exec(name);
    if (!m) return null;
    const mime = m[2] === 'jpg' ? 'image/jpeg' : `image/${m[2]}`;
    return { key: `banners/${m[1]}`, mime };
  }

  /**
   * Creates a banner (an image is required) or changes one (the image only when a new one came),
   * with its audit record in the same transaction; the image takes its key after the commit, and
   * is dropped when anything fails.
   */
  async save(input: BannerInput, image: StagedImage | null, within: WithinAction) {
    const url = image
      ? `${this.apiPrefix}${BANNER_IMAGE_ROUTE}?key=${image.id}.${image.type}`
      : null;
    const values = {
      position: input.position,
      title_zh: input.titleZh,
      title_en: input.titleEn,
      link: input.link,
      link_en: input.linkEn,
      ...(input.sort === undefined ? {} : { sort: input.sort }),
    };
    let id: number;
    try {
      id = await this.committed(async (tx) => {
        if (input.id === undefined) {
          if (!url) throw new AppError('B0001', ['image']);
          const sort = input.sort ?? (await this.nextSort(tx, input.position));
          const r = await tx
            .insertInto('banners')
            .values({ ...values, sort, image: url, status: 0 })
            .returning('id')
            .executeTakeFirstOrThrow();
          await within(tx, null, { id: r.id, ...values, sort, image: url, shown: false }, r.id);
          return r.id;
        }
        const before = await tx
          .selectFrom('banners')
          .selectAll()
          .where('id', '=', input.id)
          .executeTakeFirst();
        if (!before) throw new AppError('A0078');
        await tx
          .updateTable('banners')
          .set(url ? { ...values, image: url } : values)
          .where('id', '=', input.id)
          .execute();
        await within(tx, view(before), { ...values, image: url ?? before.image });
        return input.id;
      });
    } catch (err) {
      await image?.file.discard().catch(() => undefined);
      throw err;
    }
    await image?.file.commit();
    return this.byId(id);
  }

  /** Runs a change in one transaction, announced to every server when it commits. */
  private async committed<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    const result = await this.db.transaction().execute(async (tx) => {
      const r = await work(tx);
      await ContentChanges.announce(tx);
      return r;
    });
    ContentChanges.of(this.db).changed();
    return result;
  }

  /** The place after the last banner of a position. */
  private async nextSort(tx: Db, position: string): Promise<number> {
    const r = await tx
      .selectFrom('banners')
      .select((eb) => eb.fn.max('sort').as('last'))
      .where('position', '=', position)
      .executeTakeFirst();
    return r?.last == null ? 0 : Math.min(Number(r.last) + 1, 9999);
  }

  /**
   * Puts a position's banners in the order of `ids` (every banner of the position, once).
   * `before` is the order the editor saw: when it is no longer so (another editor reordered or
   * added a banner), nothing changes and B0009 answers the ids in their order now. The rows are
   * written before the order is read (row locks on PostgreSQL, the write lock on SQLite), so of
   * two reorders the second reads what the first left and is refused.
   */
  async reorder(
    position: string,
    ids: readonly number[],
    before: readonly number[],
    within: WithinAction,
  ): Promise<ConsoleBanner[]> {
    await this.committed(async (tx) => {
      await tx
        .updateTable('banners')
        .set((eb) => ({ sort: eb.ref('sort') }))
        .where('position', '=', position)
        .execute();
      const rows = await tx
        .selectFrom('banners')
        .select('id')
        .where('position', '=', position)
        .orderBy('sort')
        .orderBy('id')
        .execute();
      const now = rows.map((r) => r.id);
      if (now.length === 0) throw new AppError('A0078');
      if (now.length !== before.length || now.some((id, i) => before[i] !== id))
        throw new AppError('B0009', now);
      const known = new Set(now);
      const unique = new Set(ids);
      if (ids.length !== now.length || unique.size !== ids.length || ids.some((x) => !known.has(x)))
        throw new AppError('B0004', ['ids']);
      for (const [sort, id] of ids.entries())
        await tx.updateTable('banners').set({ sort }).where('id', '=', id).execute();
      await within(tx, { position, order: now }, { position, order: ids });
    });
    return this.list(position);
  }

  private async byId(id: number): Promise<ConsoleBanner> {
    const r = await this.db
      .selectFrom('banners')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!r) throw new AppError('A0078');
    return view(r);
  }

  /** Shows or withdraws a banner; B0009 when it already is so (another editor was first). */
  async setShown(id: number, shown: boolean, within: WithinAction): Promise<ConsoleBanner> {
    await this.committed(async (tx) => {
      const r = await tx
        .updateTable('banners')
        .set({ status: shown ? 1 : 0 })
        .where('id', '=', id)
        .where('status', '=', shown ? 0 : 1)
        .executeTakeFirst();
      if (Number(r.numUpdatedRows) === 0) {
        const now = await tx
          .selectFrom('banners')
          .select('status')
          .where('id', '=', id)
          .executeTakeFirst();
        if (!now) throw new AppError('A0078');
        throw new AppError('B0009', now.status === 1 ? 'shown' : 'withdrawn');
      }
      await within(tx, { shown: !shown }, { shown });
    });
    return this.byId(id);
  }
}
