import { useMutation } from '@tanstack/react-query';
import { CATALOGUE_ROUTES } from '@seuiot/contract';
import { api } from '../../../lib/api-client';

/** POST /front/article/updateReadNum {id} (public for FAQ): counts one read of an answer. */
export function countFaqRead(id: number): Promise<number> {
  return api.post<number>(CATALOGUE_ROUTES.articleReadNum, { id }, { mask: false });
}

export function useCountFaqRead() {
  return useMutation({
    mutationFn: countFaqRead,
    // A count that fails changes nothing the reader needs to know about.
    meta: { errorToast: false },
  });
}
