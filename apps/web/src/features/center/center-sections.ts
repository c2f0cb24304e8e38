/**
 * The sections of the personal center (spec 2.1, 2.7), keyed by the query `menuIndex`; 6 is my
 * messages, the list of /news, and 7 my work orders (the app passes both to the center page).
 */
export const CENTER_SECTIONS = [
  { index: '0', labelKey: 'menu.favourites' },
  { index: '1', labelKey: 'menu.myInfo' },
  { index: '2', labelKey: 'menu.password' },
  { index: '3', labelKey: 'menu.identity' },
  { index: '4', labelKey: 'menu.enterprise' },
  { index: '5', labelKey: 'menu.loginRecords' },
  { index: '6', labelKey: 'menu.messages' },
  { index: '7', labelKey: 'menu.orders' },
] as const;

export type CenterSection = (typeof CENTER_SECTIONS)[number];
export type SectionIndex = CenterSection['index'];

const MY_INFO = CENTER_SECTIONS[1];

/** The section a `menuIndex` names among `sections`; my info for a missing or unknown one. */
export function sectionOf(
  menuIndex: string | null,
  sections: readonly CenterSection[] = CENTER_SECTIONS,
): CenterSection {
  return sections.find((section) => section.index === menuIndex) ?? MY_INFO;
}

/**
 * `/center/orders` is my work orders (menuIndex 7): the address a work order's messages link to
 * (`/center/orders?id=<id>`, contract `orderLink`).
 */
export const ORDERS_PATH_ID = 'orders';

/** The section of the address: `menuIndex` when given, else the orders path, else my info. */
export function currentSection(
  pathId: string | undefined,
  menuIndex: string | null,
  sections: readonly CenterSection[] = CENTER_SECTIONS,
): CenterSection {
  if (menuIndex === null && pathId?.toLowerCase() === ORDERS_PATH_ID)
    return sectionOf('7', sections);
  return sectionOf(menuIndex, sections);
}

/**
 * The address of a section: the current path with `menuIndex` set, other parameters kept. My
 * work orders is `/center/orders`; leaving it drops its own parameters (order, filter, page).
 */
export function sectionHref(pathname: string, search: string, index: SectionIndex): string {
  const onOrders = /\/center\/orders\/?$/i.test(pathname);
  if (index === '7') return `/center/${ORDERS_PATH_ID}`;
  if (onOrders) {
    const lang = new URLSearchParams(search).get('lang');
    return `/center?menuIndex=${index}${lang ? `&lang=${lang}` : ''}`;
  }
  const params = new URLSearchParams(search);
  params.set('menuIndex', index);
  return `${pathname}?${params.toString()}`;
}
