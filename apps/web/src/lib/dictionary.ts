import { queryOptions, useQuery } from '@tanstack/react-query';
import { ACCOUNT_ROUTES, type Lang } from '@seuiot/contract';
import { api } from './api-client';
import { useLang } from './i18n';

/** A dictionary entry (spec 3): shown name and stored value. */
export interface DictionaryEntry {
  name: string;
  value: string;
}

/** Dictionary category of user types (registration and my info). */
export const USER_TYPE_KEY = 'customer.type';

/** GET /dataDictionary/getDataDictionaryInCtgKey?ctgKey= (public; names in the language). */
export function getDictionary(ctgKey: string): Promise<DictionaryEntry[]> {
  return api.get<DictionaryEntry[]>(ACCOUNT_ROUTES.dictionary, { ctgKey }, { mask: false });
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
