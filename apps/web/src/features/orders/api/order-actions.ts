import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ORDER_PATHS, type CallAnswer, type CallAt, type OrderRate } from '@seuiot/contract';
import { call } from '../../../lib/call';
import { sendMultipart } from '../../../lib/send-multipart';
import { useLang } from '../../../lib/i18n';
import { ordersKey, MESSAGES_KEY } from './keys';

/** Every change of an order shows in the lists, the detail and the header badge. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: ordersKey.all });
    void queryClient.invalidateQueries({ queryKey: MESSAGES_KEY });
  };
}

/** POST /front/forder/submitOrder (multipart): a new order or draft; answers its id and number. */
export function useSubmitOrder(onProgress: (percent: number) => void) {
  const lang = useLang();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: FormData) =>
      sendMultipart<CallAnswer<CallAt<typeof ORDER_PATHS.submitOrder>>>(
        ORDER_PATHS.submitOrder.path,
        body,
        {
          params: { lang },
          onProgress,
        },
      ),
    onSuccess: refresh,
    meta: { errorToast: false },
  });
}

/** POST /front/forder/submitMsg (multipart): my reply; answers the order's new status. */
export function useSubmitReply(onProgress: (percent: number) => void) {
  const lang = useLang();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: FormData) =>
      sendMultipart<CallAnswer<CallAt<typeof ORDER_PATHS.submitMsg>>>(
        ORDER_PATHS.submitMsg.path,
        body,
        {
          params: { lang },
          onProgress,
        },
      ),
    onSuccess: refresh,
  });
}

/** POST close / reopen (decision 0016): one of my orders; answers the new status. */
export function useOrderAction(action: 'close' | 'reopen') {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => call(ORDER_PATHS[action], { body: { id } }),
    onSuccess: refresh,
  });
}

/** POST rate: 1-5 and a comment, once, on a closed order. */
export function useRateOrder() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (rate: OrderRate) => call(ORDER_PATHS.rate, { body: rate }),
    onSuccess: refresh,
  });
}

/** POST removeFile: a saved attachment of one of my drafts, removed with its stored file. */
export function useRemoveDraftFile() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => call(ORDER_PATHS.removeFile, { body: { id } }),
    onSuccess: refresh,
  });
}
