import type { StaffRole } from '@seuiot/contract';

/** The console's screens and the roles that see them (the server checks the same on each call). */
export const SCREENS = [
  {
    path: '/',
    key: 'dashboard',
    roles: ['reviewer', 'support', 'administrator', 'editor', 'sales'],
  },
  { path: '/accounts', key: 'accounts', roles: ['reviewer'] },
  { path: '/certs', key: 'certs', roles: ['reviewer'] },
  { path: '/audit', key: 'audit', roles: ['auditor', 'administrator'] },
  { path: '/developers', key: 'developers', roles: ['reviewer'] },
  { path: '/apps', key: 'apps', roles: ['reviewer'] },
  { path: '/versions', key: 'versions', roles: ['reviewer'] },
  { path: '/orders', key: 'orders', roles: ['support'] },
  { path: '/saved-replies', key: 'savedReplies', roles: ['support'] },
  { path: '/staff', key: 'staff', roles: ['administrator'] },
  { path: '/approvals', key: 'approvals', roles: ['administrator', 'reviewer'] },
  { path: '/notices', key: 'notices', roles: ['editor'] },
  { path: '/banners', key: 'banners', roles: ['editor'] },
  { path: '/customers', key: 'customers', roles: ['sales'] },
] as const satisfies readonly { path: string; key: string; roles: readonly StaffRole[] }[];

export type ScreenKey = (typeof SCREENS)[number]['key'];

/** The screens a staff member with these roles may open, in menu order. */
export function screensFor(roles: readonly StaffRole[]) {
  return SCREENS.filter((s) => s.roles.some((r) => (roles as readonly string[]).includes(r)));
}
