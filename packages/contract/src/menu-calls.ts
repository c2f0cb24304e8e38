import { z } from 'zod';
import { defineCall } from './call.js';
import { MENU_PATHS } from './menu-paths.js';
import { menuItemSchema, menuQuerySchema, permissionNodeSchema } from './auth.js';

const tag = 'access';

/** The signed-in customer's menus and sections (spec 6), each described once (decision 0061). */
export const MENU_CALLS = {
  menus: defineCall({
    ...MENU_PATHS.menus,
    tag,
    summary: 'Menus of a platform (the portal is platformId 20, type 1)',
    access: 'user',
    query: menuQuerySchema,
    answer: z.array(menuItemSchema),
  }),
  permissionTree: defineCall({
    ...MENU_PATHS.permissionTree,
    tag,
    summary: 'Sections the signed-in user may use',
    access: 'user',
    answer: z.array(permissionNodeSchema),
  }),
} as const;
