import { useQuery } from '@tanstack/react-query';
import { ORDER_ROUTES, type OrderType } from '@seuiot/contract';
import { api } from '../../../lib/api-client';
import { useLang } from '../../../lib/i18n';
import { ordersKey } from './keys';

/** GET /front/forder/orderType (login): the problem and feedback types, in my language. */
export function getOrderTypes(): Promise<OrderType[]> {
  return api.get<OrderType[]>(ORDER_ROUTES.orderType, undefined, { mask: false });
}

export function useOrderTypes(enabled: boolean) {
  return useQuery({
    queryKey: ordersKey.types(useLang()),
    queryFn: getOrderTypes,
    enabled,
    staleTime: 10 * 60_000,
  });
}
