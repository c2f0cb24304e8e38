import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CATALOGUE_ROUTES } from '@seuiot/contract';
import { api } from '../../../lib/api-client';

/** POST /front/article/updateReadNum {id}: counts one read and answers the new view count. */
export function countArticleRead(id: number): Promise<number> {
  return api.post<number>(CATALOGUE_ROUTES.articleReadNum, { id }, { mask: false });
}

/** Counts a read; the document lists show the new count when the reader goes back. */
export function useCountArticleRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: countArticleRead,
    // A count that fails changes nothing the reader needs to know about.
    meta: { errorToast: false },
    onSuccess: () => client.invalidateQueries({ queryKey: ['developer', 'documents'] }),
  });
}
