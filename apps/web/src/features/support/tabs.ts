/** Tabs of /support chosen by `tabIndex` (spec 2.1): 1 FAQ, 2 service work order. */
export type SupportTab = '1' | '2';

/** Anything but 2 (missing, malformed) is the FAQ. */
export function resolveTab(value: string | null): SupportTab {
  return value === '2' ? '2' : '1';
}
