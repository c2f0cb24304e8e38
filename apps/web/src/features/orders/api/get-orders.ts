import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ORDER_PATHS, type orderListQuerySchema } from '@seuiot/contract';
import { call } from '../../../lib/call';
import type { CallQuery } from '../../../lib/call-query';
import { useLang } from '../../../lib/i18n';
import { ordersKey } from './keys';

export type OrderListQuery = CallQuery<typeof orderListQuerySchema>;

/** GET /front/forder/msgList (login): my work orders, newest first, by status and keyword. */
export function getOrders(query: OrderListQuery) {
  return call(ORDER_PATHS.list, {
    query: {
      pageNum: query.pageNum,
      pageSize: query.pageSize,
      status: query.status,
      keyword: query.keyword || undefined,
    },
  });
}

export function useOrders(query: OrderListQuery) {
  return useQuery({
    queryKey: ordersKey.list(useLang(), query),
    queryFn: () => getOrders(query),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
