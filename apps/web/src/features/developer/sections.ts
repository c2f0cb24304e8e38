/**
 * Sections of /developer, chosen by the `menuIndex` query (spec 2.1). 1-x are the developer's
 * apps (issue 13): 1-1 the app launch list, 1-2 add (edit with `id`), 1-3 view and 1-4 version
 * update (both with `id`, reached from the list, so not in the menu: the menu marks 1-1 for
 * them). 2-x are the developer resources. Any other value shows the first resource section.
 */
export const DEVELOPER_SECTIONS = [
  { key: '1-1', labelKey: 'menu.appList' },
  { key: '1-2', labelKey: 'menu.appAdd' },
  { key: '1-3', labelKey: 'menu.appView', hidden: true },
  { key: '1-4', labelKey: 'menu.appVersions', hidden: true },
  { key: '2-1', labelKey: 'menu.api' },
  { key: '2-2', labelKey: 'menu.sdkGeneral' },
  { key: '2-3', labelKey: 'menu.sdkModel' },
  { key: '2-4', labelKey: 'menu.testPackages' },
  { key: '2-5', labelKey: 'menu.documents' },
] as const;

export type DeveloperSection = (typeof DEVELOPER_SECTIONS)[number]['key'];

/** The app sections, shown only to an approved developer (the onboarding otherwise). */
export function isAppSection(key: DeveloperSection): boolean {
  return key.startsWith('1-');
}

/** The menu entry marked for a section: the list for the sections reached from it. */
export function menuSection(key: DeveloperSection): DeveloperSection {
  return key === '1-3' || key === '1-4' ? '1-1' : key;
}

/** The entries of the side menu. */
export const MENU_SECTIONS = DEVELOPER_SECTIONS.filter((section) => !('hidden' in section));

export const DEFAULT_SECTION: DeveloperSection = '2-1';

export function resolveSection(menuIndex: string | null): DeveloperSection {
  const found = DEVELOPER_SECTIONS.find((section) => section.key === menuIndex);
  return found ? found.key : DEFAULT_SECTION;
}

/** The address of a section (other query values of the old section are dropped). */
export function sectionPath(key: DeveloperSection, extra: Record<string, string | number> = {}) {
  const params = new URLSearchParams({ menuIndex: key });
  for (const [name, value] of Object.entries(extra)) params.set(name, String(value));
  return `/developer?${params.toString()}`;
}
