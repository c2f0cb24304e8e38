import { MENU_CALLS as M } from '@seuiot/contract';
import type { AppContext } from '../../app-context.js';
import { CallRoutes } from '../../http/call-route.js';
import { MenusRepo } from './menus.repo.js';
import { MenusService } from './menus.service.js';

/** The signed-in customer's menus and permission tree (MENU_CALLS, decision 0061). */
export function registerMenuRoutes(ctx: AppContext): void {
  const service = new MenusService(new MenusRepo(ctx.db));
  const calls = new CallRoutes(ctx.app, ctx.config.apiPrefix, ctx.sessions);

  calls.add(M.menus, ({ query, request }) =>
    service.menus(query.platformId, query.type, ctx.langOf(request)),
  );
  calls.add(M.permissionTree, ({ userId, request }) => {
    const lang = ctx.langOf(request);
    return ctx.answers.get(userId, 'permissions', lang, () => service.permissionTree(userId, lang));
  });
}
