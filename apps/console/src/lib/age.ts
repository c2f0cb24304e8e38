/** How long ago `since` was, in the largest whole unit: minutes, hours or days. */
export function ageOf(
  since: string,
  now = Date.now(),
): { unit: 'minutes' | 'hours' | 'days'; n: number } {
  const minutes = Math.max(0, Math.floor((now - Date.parse(since)) / 60_000));
  if (minutes < 60) return { unit: 'minutes', n: minutes };
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return { unit: 'hours', n: hours };
  return { unit: 'days', n: Math.floor(hours / 24) };
}
