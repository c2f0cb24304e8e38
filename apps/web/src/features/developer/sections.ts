/**
 * Sections of /developer, chosen by the `menuIndex` query (spec 2.1). 2-x are the developer
 * resources of this issue; 1-x (app launch list, add, edit, version update) belong to the
 * developer-apps issue and join this list when it lands. Until then any other value, 1-1 from
 * the footer included, shows the first section.
 */
export const DEVELOPER_SECTIONS = [
  { key: '2-1', labelKey: 'menu.api' },
  { key: '2-2', labelKey: 'menu.sdkGeneral' },
  { key: '2-3', labelKey: 'menu.sdkModel' },
  { key: '2-4', labelKey: 'menu.testPackages' },
  { key: '2-5', labelKey: 'menu.documents' },
] as const;

export type DeveloperSection = (typeof DEVELOPER_SECTIONS)[number]['key'];

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
