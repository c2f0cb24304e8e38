import { useQuery } from '@tanstack/react-query';
import { MESSAGE_PATHS } from '@seuiot/contract';
import { call } from '../../../lib/call';
import { messagesKey } from './keys';

/** How often the header refreshes the unread badge. */
const POLL_MS = 60_000;

/** GET /front/fmsg/getUnreadMessage: data is the unread count (login required). */
export function getUnreadCount() {
  return call(MESSAGE_PATHS.unreadCount, undefined, { mask: false });
}

export function useUnreadCount(options: { enabled: boolean }) {
  return useQuery({
    queryKey: messagesKey.unreadCount,
    queryFn: getUnreadCount,
    enabled: options.enabled,
    refetchInterval: options.enabled ? POLL_MS : false,
    retry: false,
    meta: { errorToast: false },
  });
}
