import { LIMITS } from '@seuiot/contract';

/** A positive integer from the query (`id`, `typeId`...), or null when missing or malformed. */
export function readId(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value)) return null;
  const parsed = Number(value);
  return Number.isSafeInteger(parsed) && parsed > 0 ? parsed : null;
}

/** The page number of the query (`pageNum`), the first page when missing or malformed. */
export function readPage(value: string | null): number {
  return readId(value) ?? LIMITS.firstPage;
}

/**
 * The query with `changes` applied: empty strings, null and the first page are removed, so the
 * address stays short and one state has one address.
 */
export function withParams(
  current: URLSearchParams,
  changes: Record<string, string | number | null | undefined>,
): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined) continue;
    const text = value === null ? '' : String(value).trim();
    if (text === '' || (key === 'pageNum' && text === String(LIMITS.firstPage))) next.delete(key);
    else next.set(key, text);
  }
  return next;
}
