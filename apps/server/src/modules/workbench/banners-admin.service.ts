import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import { BANNER_IMAGE_ROUTE, type ConsoleBanner } from '@seuiot/contract';
import type { Db } from '../../db/kysely.js';
import type { BannersTable } from '../../db/tables.js';
import type { Selectable } from 'kysely';
import { AppError } from '../../http/app-error.js';
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
  sort: number;
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
 * (streamed, checked by its first bytes while it arrives), shown or withdrawn. The portal reads
 * banners uncached (workbench.service.ts), so a change shows at the next call on every server.
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
      sort: input.sort,
    };
    let id: number;
    try {
      id = await this.db.transaction().execute(async (tx) => {
        if (input.id === undefined) {
          if (!url) throw new AppError('B0001', ['image']);
          const r = await tx
            .insertInto('banners')
            .values({ ...values, image: url, status: 0 })
            .returning('id')
            .executeTakeFirstOrThrow();
          await within(tx, null, { id: r.id, ...values, image: url, shown: false }, r.id);
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
    await this.db.transaction().execute(async (tx) => {
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
