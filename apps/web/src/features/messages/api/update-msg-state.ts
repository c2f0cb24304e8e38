import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGE_PATHS, type Page } from '@seuiot/contract';
import { call } from '../../../lib/call';
import type { MessageItem } from './get-messages';
import { messagesKey, WORKBENCH_MY_DATA_KEY } from './keys';

/** `{ id }` marks one of my messages read, `{ all: 1 }` all of them. */
export type MarkRead = { id: number } | { all: 1 };

/**
 * POST /front/fmsg/updateMsgState (login). The spec lists GET; it changes state, so we POST (the
 * server accepts both). Answers my new unread count.
 */
export function updateMsgState(payload: MarkRead) {
  return call(MESSAGE_PATHS.updateState, { body: payload }, { mask: 'all' in payload });
}

/**
 * Marks read, then shows it everywhere: the answered count goes straight into the header badge,
 * the cached pages show the message(s) read, and the lists, the badge and the workbench's unread
 * tile refetch.
 */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMsgState,
    onSuccess: (unread, payload) => {
      queryClient.setQueryData(messagesKey.unreadCount, unread);
      queryClient.setQueriesData<Page<MessageItem>>(
        { queryKey: [...messagesKey.all, 'list'] },
        (page) =>
          page && {
            ...page,
            list: page.list.map((m) =>
              'all' in payload || m.id === payload.id ? { ...m, state: 1 } : m,
            ),
          },
      );
      // One message read stays where it is (shown read) until the list is next shown, so the
      // unread view does not pull it away while it is being read; "all" refetches at once.
      void queryClient.invalidateQueries({
        queryKey: [...messagesKey.all, 'list'],
        refetchType: 'all' in payload ? 'active' : 'none',
      });
      void queryClient.invalidateQueries({ queryKey: WORKBENCH_MY_DATA_KEY });
    },
  });
}
