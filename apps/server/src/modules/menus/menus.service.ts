import type { Lang, MenuItem, PermissionNode } from '@seuiot/contract';
import { pick } from '../../lib/text.js';
import type { MenusRepo } from './menus.repo.js';
import { buildTree } from './tree.js';

export class MenusService {
  constructor(private readonly repo: MenusRepo) {}

  async menus(platformId: number, type: number, lang: Lang): Promise<MenuItem[]> {
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
