import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  CONSOLE_CONTENT_PATHS as C,
  type CallAnswer,
  type CallAt,
  type CallInput,
} from '@seuiot/contract';
import { call } from '../../../lib/call';
import { usePagedCall, type ListFilters } from '../../../lib/paged-table';

/** What the screen does with a change's outcome. */
export interface ContentChange<A> {
  onSuccess: (answer: A) => void;
  onError: (err: unknown) => void;
}

/** A content change: the screen's outcome handlers, then every console list reloads. */
export function useContentChange<I, A>(send: (input: I) => Promise<A>, options: ContentChange<A>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    ...options,
    onSettled: () => client.invalidateQueries({ queryKey: ['console'] }),
  });
}

/** Notices in every state, newest first, filtered by state and keyword. */
export function useNotices(filters: ListFilters) {
  return usePagedCall(['console', 'notices'], C.notices, filters);
}

/** The body of a call, as the screen sends it. */
export type Body<R extends (typeof C)[keyof typeof C]> = CallInput<CallAt<R>>['body'];

type NoticeAnswer = CallAnswer<CallAt<typeof C.noticeSave>>;

/** A new draft (no id) or new texts for a notice. */
export function useSaveNotice(options: ContentChange<NoticeAnswer>) {
  return useContentChange(
    (body: Body<typeof C.noticeSave>) => call(C.noticeSave, { body }),
    options,
  );
}

/** Publishes now (no `at`) or schedules for `at`. */
export function usePublishNotice(options: ContentChange<NoticeAnswer>) {
  return useContentChange(
    (body: Body<typeof C.noticePublish>) => call(C.noticePublish, { body }),
    options,
  );
}

/** Deletes a draft (B0009 once it is no longer one). */
export function useDeleteNotice(options: ContentChange<null>) {
  return useContentChange(
    (body: Body<typeof C.noticeDelete>) => call(C.noticeDelete, { body }),
    options,
  );
}

/** Takes a published or scheduled notice off the portal. */
export function useWithdrawNotice(options: ContentChange<NoticeAnswer>) {
  return useContentChange(
    (body: Body<typeof C.noticeWithdraw>) => call(C.noticeWithdraw, { body }),
    options,
  );
}
