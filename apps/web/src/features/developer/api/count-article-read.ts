import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SUPPORT_PATHS } from '@seuiot/contract';
import { call } from '../../../lib/call';

/** POST /front/article/updateReadNum {id}: counts one read and answers the new view count. */
export function countArticleRead(id: number): Promise<number> {
  return call(SUPPORT_PATHS.articleReadNum, { body: { id } }, { mask: false });
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
