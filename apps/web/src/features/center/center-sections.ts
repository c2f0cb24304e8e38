/**
 * The sections of the personal center (spec 2.1, 2.7), keyed by the query `menuIndex`; 6 is my
 * messages, the list of /news (the app passes it to the center page).
 */
export const CENTER_SECTIONS = [
  { index: '0', labelKey: 'menu.favourites' },
  { index: '1', labelKey: 'menu.myInfo' },
  { index: '2', labelKey: 'menu.password' },
  { index: '3', labelKey: 'menu.identity' },
  { index: '4', labelKey: 'menu.enterprise' },
  { index: '5', labelKey: 'menu.loginRecords' },
  { index: '6', labelKey: 'menu.messages' },
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

/** The address of a section: the current path with `menuIndex` set, other parameters kept. */
export function sectionHref(pathname: string, search: string, index: SectionIndex): string {
  const params = new URLSearchParams(search);
  params.set('menuIndex', index);
  return `${pathname}?${params.toString()}`;
}
