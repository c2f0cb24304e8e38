import { useMutation } from '@tanstack/react-query';
import { SUPPORT_PATHS } from '@seuiot/contract';
import { call } from '../../../lib/call';

/** POST /front/article/updateReadNum {id} (public for FAQ): counts one read of an answer. */
export function countFaqRead(id: number): Promise<number> {
  return call(SUPPORT_PATHS.articleReadNum, { body: { id } }, { mask: false });
}

export function useCountFaqRead() {
  return useMutation({
    mutationFn: countFaqRead,
    // A count that fails changes nothing the reader needs to know about.
    meta: { errorToast: false },
  });
}
