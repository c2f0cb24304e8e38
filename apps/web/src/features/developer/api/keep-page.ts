/**
 * `placeholderData` of a server-paged list whose query key ends with the page: while another page
 * of the same list loads, the current one stays on screen (dimmed); another filter (category,
 * model, language) starts from its skeleton rather than showing the old filter's rows.
 */
export function keepPageOf(listKey: readonly unknown[]) {
  const same = JSON.stringify(listKey);
  return <T>(
    previous: T | undefined,
    previousQuery: { queryKey: readonly unknown[] } | undefined,
  ): T | undefined =>
    previousQuery && JSON.stringify(previousQuery.queryKey.slice(0, -1)) === same
      ? previous
      : undefined;
}
