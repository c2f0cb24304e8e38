import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ACCOUNT_PATHS, LIMITS, type CallAnswer, type CallAt } from '@seuiot/contract';
import { call } from '../../../lib/call';
import { useLang } from '../../../lib/i18n';
import { centerKey } from './keys';

export type LoginRecord = CallAnswer<CallAt<typeof ACCOUNT_PATHS.loginLog>>['list'][number];

/** GET /front/login/getloginLog?pageNum&pageSize: newest first; the device named in the language. */
export function getLoginLog(pageNum: number, pageSize: number) {
  return call(ACCOUNT_PATHS.loginLog, { query: { pageNum, pageSize } });
}

export function useLoginLog(pageNum: number, pageSize: number = LIMITS.defaultPageSize) {
  const lang = useLang();
  return useQuery({
    queryKey: centerKey('loginLog', lang, pageNum, pageSize),
    queryFn: () => getLoginLog(pageNum, pageSize),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
