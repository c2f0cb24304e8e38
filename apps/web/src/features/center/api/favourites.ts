import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FAVOURITE_PATHS, LIMITS } from '@seuiot/contract';
import { useTranslation } from 'react-i18next';
import { call } from '../../../lib/call';
import { showSuccessToast } from '../../../lib/feedback';
import { useLang } from '../../../lib/i18n';

/**
 * GET /front/favorites/list: topped first, then newest. The key starts with ['center',
 * 'favourites'] so the favourite buttons of the file lists (lib/files-api.ts) can refresh it.
 */
export function getFavourites(pageNum: number, pageSize: number) {
  return call(FAVOURITE_PATHS.list, { query: { pageNum, pageSize } });
}

export function useFavourites(pageNum: number, pageSize: number = LIMITS.defaultPageSize) {
  const lang = useLang();
  return useQuery({
    queryKey: ['center', 'favourites', lang, pageNum, pageSize] as const,
    queryFn: () => getFavourites(pageNum, pageSize),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** POST /front/favorites/updateTop and POST /front/favorites/delete (the spec lists GET). */
export function useFavouriteChange() {
  const client = useQueryClient();
  const { t } = useTranslation('common');
  return useMutation({
    mutationFn: (change: { id: number; action: 'top' | 'untop' | 'remove' }) =>
      change.action === 'remove'
        ? call(FAVOURITE_PATHS.remove, { body: { id: change.id } })
        : call(FAVOURITE_PATHS.top, {
            body: { id: change.id, top: change.action === 'top' ? 1 : 0 },
          }),
    onSuccess: (_, change) => {
      if (change.action === 'remove') showSuccessToast(t('favourite.removed'));
    },
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: ['center', 'favourites'] });
      await client.invalidateQueries({ queryKey: ['files', 'favourite-state'] });
    },
  });
}

/** POST /front/favorites/rename: one's own name for a favourite; empty gives its own back. */
export function useFavouriteRename() {
  const client = useQueryClient();
  const { t } = useTranslation('center');
  return useMutation({
    mutationFn: (rename: { id: number; label: string }) =>
      call(FAVOURITE_PATHS.rename, { body: rename }),
    onSuccess: () => showSuccessToast(t('favourites.renamed')),
    onSettled: () => client.invalidateQueries({ queryKey: ['center', 'favourites'] }),
  });
}
