import type { Lang, MenuItem, PermissionNode } from '@seuiot/contract';
import { TtlCache } from '../../db/paging.js';
import { shared } from '../../http/answer-json.js';
import { pick } from '../../lib/text.js';
import type { MenusRepo } from './menus.repo.js';
import { buildTree } from './tree.js';

export class MenusService {
  /**
   * The menus are the same for everyone and change only by the seed or an operator command (in
   * another process): kept for as long as a session read is trusted (5 s, http/session.ts).
   */
  private readonly cache = new TtlCache<MenuItem[]>(5_000, 100, shared);

  constructor(private readonly repo: MenusRepo) {}

  menus(platformId: number, type: number, lang: Lang): Promise<MenuItem[]> {
    return this.cache.get(`${platformId}|${type}|${lang}`, () =>
      this.loadMenus(platformId, type, lang),
    );
  }

  private async loadMenus(platformId: number, type: number, lang: Lang): Promise<MenuItem[]> {
    const rows = await this.repo.menus(platformId, type);
    return buildTree(rows, (r) => ({
      id: r.id,
      title: pick(lang, r.title_zh, r.title_en),
      href: r.href,
      children: [],
    }));
  }

  /** The sections the user may use, as the spec's permission tree (title + children). */
  async permissionTree(userId: number, lang: Lang): Promise<PermissionNode[]> {
    const rows = await this.repo.permissionsOf(userId);
    return buildTree(rows, (r) => ({
      id: r.id,
      title: r.title,
      name: pick(lang, r.name_zh, r.name_en),
      children: [],
    }));
  }

  /** True when the user holds the section title (later file and list calls check with it). */
  async hasSection(userId: number, title: string): Promise<boolean> {
    const rows = await this.repo.permissionsOf(userId);
    return rows.some((r) => r.title === title);
  }
}
