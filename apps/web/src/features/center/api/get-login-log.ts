import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ACCOUNT_ROUTES, LIMITS, type Page } from '@seuiot/contract';
import { api } from '../../../lib/api-client';
import { useLang } from '../../../lib/i18n';
import { centerKey } from './keys';

export interface LoginRecord {
  id: number;
  time: string;
  ip: string;
  device: string;
  /** 'success' or the catalogue code of the failure. */
  result: string;
}

/** GET /front/login/getloginLog?pageNum&pageSize: newest first; the device named in the language. */
export function getLoginLog(pageNum: number, pageSize: number): Promise<Page<LoginRecord>> {
  return api.get<Page<LoginRecord>>(ACCOUNT_ROUTES.loginLog, { pageNum, pageSize });
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
