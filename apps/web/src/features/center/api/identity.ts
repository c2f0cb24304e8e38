import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_ROUTES, type IdentityStatus } from '@seuiot/contract';
import { api } from '../../../lib/api-client';
import { centerKey } from './keys';
import type { FormMutationOptions } from '../../../lib/field-errors';

/** GET /front/user/getVerification: the real-name certification state. */
export function getIdentity(): Promise<IdentityStatus> {
  return api.get<IdentityStatus>(ACCOUNT_ROUTES.identityStatus);
}

const identityKey = () => centerKey('identity');

export function useIdentity() {
  return useQuery({ queryKey: identityKey(), queryFn: getIdentity, staleTime: 0 });
}

export interface IdentitySubmission {
  truename: string;
  idType: 'resident' | 'passport';
  idNumber: string;
  portrait: Blob;
  emblem: Blob;
}

/** POST /front/user/verification, multipart: truename, idType, idNumber, portrait, emblem. */
export function submitIdentity(input: IdentitySubmission): Promise<unknown> {
  const body = new FormData();
  body.append('truename', input.truename);
  body.append('idType', input.idType);
  body.append('idNumber', input.idNumber);
  body.append('portrait', input.portrait);
  body.append('emblem', input.emblem);
  return api.postMultipart<unknown>(ACCOUNT_ROUTES.identitySubmit, body);
}

export function useSubmitIdentity(options: FormMutationOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: submitIdentity,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['center'] }),
  });
}
