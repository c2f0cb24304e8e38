import { callPaths } from './call-path.js';

/** Where the menu and permission calls are (`MENU_CALLS` describes them; decision 0061). */
export const MENU_PATHS = callPaths({
  /** The spec names only the query (platformId, type). */
  menus: { method: 'GET', path: '/menu/getMenuList' },
  permissionTree: { method: 'GET', path: '/permission/get_permission_tree_for_layui' },
});
