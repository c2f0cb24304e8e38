import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_PATHS, type CallAnswer, type CallAt } from '@seuiot/contract';
import { api } from '../../../lib/api-client';
import { call } from '../../../lib/call';
import { centerKey } from './keys';
import type { FormMutationOptions } from '../../../lib/field-errors';

/** GET /front/customers/getCustomer: the enterprise certification state. */
export function getEnterprise() {
  return call(ACCOUNT_PATHS.enterpriseStatus);
}

const enterpriseKey = () => centerKey('enterprise');

export function useEnterprise() {
  return useQuery({ queryKey: enterpriseKey(), queryFn: getEnterprise, staleTime: 0 });
}

export interface EnterpriseSubmission {
  companyName: string;
  /** ISO 3166-1 alpha-2; CN for a company registered in China. */
  country: string;
  taxNumber: string;
  province: string;
  city: string;
  district: string;
  address: string;
  scope: string;
  license: Blob;
}

/** POST /front/customers/verification, multipart: the fields and the licence image `license`. */
export function submitEnterprise(input: EnterpriseSubmission) {
  const body = new FormData();
  for (const key of [
    'companyName',
    'country',
    'taxNumber',
    'province',
    'city',
    'district',
    'address',
    'scope',
  ] as const) {
    body.append(key, input[key]);
  }
  body.append('license', input.license);
  return api.postMultipart<CallAnswer<CallAt<typeof ACCOUNT_PATHS.enterpriseSubmit>>>(
    ACCOUNT_PATHS.enterpriseSubmit.path,
    body,
  );
}

export function useSubmitEnterprise(options: FormMutationOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: submitEnterprise,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['center'] }),
  });
}
