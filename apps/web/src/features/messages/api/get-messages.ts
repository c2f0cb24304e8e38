import { useQuery } from '@tanstack/react-query';
import { LIMITS, MESSAGE_PATHS, type Message, type Page } from '@seuiot/contract';
import { call } from '../../../lib/call';
import { useLang } from '../../../lib/i18n';
import { messagesKey } from './keys';

/** One message as msgList answers it, in the request language. */
export type MessageItem = Message;

/** Which messages the list shows. */
export type MessageFilter = 'all' | 'unread';

/** GET /front/fmsg/msgList?pageNum&pageSize[&state=0] (login): newest first. */
export function getMessages(
  filter: MessageFilter,
  pageNum: number,
  pageSize: number,
): Promise<Page<MessageItem>> {
  return call(MESSAGE_PATHS.list, {
    query: { pageNum, pageSize, ...(filter === 'unread' ? { state: 0 } : {}) },
  });
}

export function useMessages(
  filter: MessageFilter,
  pageNum: number,
  pageSize: number = LIMITS.defaultPageSize,
) {
  const lang = useLang();
  return useQuery({
    queryKey: messagesKey.list(lang, filter, pageNum, pageSize),
    queryFn: () => getMessages(filter, pageNum, pageSize),
    // The previous page stays while the next one loads, but not across All / Unread: the rows of
    // one would show under the other's name.
    placeholderData: (previous, query) =>
      query?.queryKey[3] === filter && query.queryKey[2] === lang ? previous : undefined,
    staleTime: 0,
  });
}
