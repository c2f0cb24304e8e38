import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FILE_ROUTES, LIMITS, type Favourite, type Page } from '@seuiot/contract';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api-client';
import { showSuccessToast } from '../../../lib/feedback';
import { useLang } from '../../../lib/i18n';

/**
 * GET /front/favorites/list: topped first, then newest. The key starts with ['center',
 * 'favourites'] so the favourite buttons of the file lists (lib/files-api.ts) can refresh it.
 */
export function getFavourites(pageNum: number, pageSize: number): Promise<Page<Favourite>> {
  return api.get<Page<Favourite>>(FILE_ROUTES.favouriteList, { pageNum, pageSize });
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
        ? api.post<unknown>(FILE_ROUTES.favouriteDelete, { id: change.id })
        : api.post<unknown>(FILE_ROUTES.favouriteTop, {
            id: change.id,
            top: change.action === 'top' ? 1 : 0,
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
