import { useQuery } from '@tanstack/react-query';
import { ORDER_PATHS } from '@seuiot/contract';
import { call } from '../../../lib/call';
import { useLang } from '../../../lib/i18n';
import { ordersKey } from './keys';

/** GET /front/forder/orderType (login): the problem and feedback types, in my language. */
export function getOrderTypes() {
  return call(ORDER_PATHS.orderType, undefined, { mask: false });
}

export function useOrderTypes(enabled: boolean) {
  return useQuery({
    queryKey: ordersKey.types(useLang()),
    queryFn: getOrderTypes,
    enabled,
    staleTime: 10 * 60_000,
  });
}
