import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { ACCOUNT_ROUTES, LIMITS, type loginLogSchema, type Page } from '@seuiot/contract';
import { api } from '../../../lib/api-client';
import { useLang } from '../../../lib/i18n';
import { centerKey } from './keys';

export type LoginRecord = z.infer<typeof loginLogSchema>;

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
