import { queryOptions, useQuery } from '@tanstack/react-query';
import { ACCOUNT_PATHS, type CallAnswer, type CallAt, type Lang } from '@seuiot/contract';
import { call } from './call';
import { useLang } from './i18n';

/** A dictionary entry (spec 3): shown name and stored value. */
export type DictionaryEntry = CallAnswer<CallAt<typeof ACCOUNT_PATHS.dictionary>>[number];

/** Dictionary category of user types (registration and my info). */
export const USER_TYPE_KEY = 'customer.type';

/** GET /dataDictionary/getDataDictionaryInCtgKey?ctgKey= (public; names in the language). */
export function getDictionary(ctgKey: string) {
  return call(ACCOUNT_PATHS.dictionary, { query: { ctgKey } }, { mask: false });
}

export function dictionaryQueryOptions(ctgKey: string, lang: Lang) {
  return queryOptions({
    queryKey: ['dictionary', ctgKey, lang] as const,
    queryFn: () => getDictionary(ctgKey),
    staleTime: 10 * 60_000,
  });
}

export function useDictionary(ctgKey: string) {
  const lang = useLang();
  return useQuery(dictionaryQueryOptions(ctgKey, lang));
}
