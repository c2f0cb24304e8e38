/**
 * The tab a page opens on from its `tabIndex` query (spec 2.1: /solution, /marketplace,
 * /support): the given value when it is one of the page's tabs, else the first tab.
 */
export function readTabIndex<T extends number>(
  value: string | null,
  tabs: readonly [T, ...T[]],
): T {
  const parsed = Number(value);
  return tabs.find((tab) => tab === parsed) ?? tabs[0];
}
