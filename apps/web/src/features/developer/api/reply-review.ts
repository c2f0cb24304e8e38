import { useMutation, useQueryClient } from '@tanstack/react-query';
import { APP_PATHS, type Lang } from '@seuiot/contract';
import { call } from '../../../lib/call';
import { useLang } from '../../../lib/i18n';
import { MY_APPS_KEY } from './get-my-apps';
import type { FormMutationOptions } from '../../../lib/field-errors';

/** POST /front/fapps/reviewReply: my reply on a decision; answers the decision with its thread. */
export function replyReview(reviewId: number, content: string, lang: Lang) {
  return call(APP_PATHS.reviewReply, { body: { reviewId, content } }, { lang });
}

export function useReplyReview(options: FormMutationOptions = {}) {
  const client = useQueryClient();
  const lang = useLang();
  return useMutation({
    ...options,
    mutationFn: ({ reviewId, content }: { reviewId: number; content: string }) =>
      replyReview(reviewId, content, lang),
    onSuccess: () => client.invalidateQueries({ queryKey: MY_APPS_KEY }),
  });
}
