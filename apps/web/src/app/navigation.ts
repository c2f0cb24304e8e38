/**
 * The top menu and footer links of spec 2.3. A menu entry is highlighted when the current route's
 * `parent` (router.tsx) equals its path, so a new page joins its menu entry by naming the parent
 * in its one line of the route table. Entries may point at pages that later issues add.
 */
export interface NavLink {
  /** Path below the base, optionally with a query. */
  to: string;
  /** Key in the layout namespace. */
  labelKey: string;
  /**
   * The page needs a login (its route's `requiresLogin`): the menu marks it with a lock for a
   * visitor who is not signed in (navigation.test.ts keeps the two in step).
   */
  loginOnly?: boolean;
}

export const TOP_MENU: readonly NavLink[] = [
  { to: '/', labelKey: 'menu.home' },
  { to: '/solution', labelKey: 'menu.solution' },
  { to: '/marketplace', labelKey: 'menu.marketplace' },
  { to: '/marketing', labelKey: 'menu.marketing' },
  { to: '/developer', labelKey: 'menu.developer', loginOnly: true },
  { to: '/download', labelKey: 'menu.download', loginOnly: true },
  { to: '/support', labelKey: 'menu.support' },
];

export interface FooterGroup {
  titleKey: string;
  links: readonly NavLink[];
}

export const FOOTER_GROUPS: readonly FooterGroup[] = [
  { titleKey: 'footer.news', links: [{ to: '/notice', labelKey: 'footer.notices' }] },
  {
    titleKey: 'footer.solutions',
    links: [
      { to: '/solution?tabIndex=1', labelKey: 'footer.solutionQuery' },
      { to: '/solution?tabIndex=2', labelKey: 'footer.deviceSolutions' },
    ],
  },
  {
    titleKey: 'footer.marketplace',
    links: [
      { to: '/marketplace?tabIndex=1', labelKey: 'footer.apps' },
      { to: '/marketplace?tabIndex=2', labelKey: 'footer.adaptation' },
    ],
  },
  {
    titleKey: 'footer.developer',
    links: [
      { to: '/developer?menuIndex=2-1', labelKey: 'footer.api' },
      { to: '/developer?menuIndex=1-1', labelKey: 'footer.appLaunch' },
      { to: '/articleWendan', labelKey: 'footer.documents' },
    ],
  },
  {
    titleKey: 'footer.support',
    links: [
      { to: '/support?tabIndex=1', labelKey: 'footer.faq' },
      { to: '/support?tabIndex=2', labelKey: 'footer.workOrder' },
    ],
  },
];

/** The user dropdown of the header. */
export const USER_MENU = {
  favorites: '/favorites',
  myInfo: '/center?menuIndex=1',
} as const;
