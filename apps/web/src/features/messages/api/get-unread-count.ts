import { useQuery } from '@tanstack/react-query';
import { MESSAGE_ROUTES } from '@seuiot/contract';
import { api } from '../../../lib/api-client';
import { messagesKey } from './keys';

/** How often the header refreshes the unread badge. */
const POLL_MS = 60_000;

/** GET /front/fmsg/getUnreadMessage: data is the unread count (login required). */
export function getUnreadCount(): Promise<number> {
  return api.get<number>(MESSAGE_ROUTES.unreadCount, undefined, { mask: false });
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
