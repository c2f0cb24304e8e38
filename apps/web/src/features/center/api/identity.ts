import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_PATHS, type CallAnswer, type CallAt } from '@seuiot/contract';
import { api } from '../../../lib/api-client';
import { call } from '../../../lib/call';
import { centerKey } from './keys';
import type { FormMutationOptions } from '../../../lib/field-errors';

/** GET /front/user/getVerification: the real-name certification state. */
export function getIdentity() {
  return call(ACCOUNT_PATHS.identityStatus);
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
export function submitIdentity(input: IdentitySubmission) {
  const body = new FormData();
  body.append('truename', input.truename);
  body.append('idType', input.idType);
  body.append('idNumber', input.idNumber);
  body.append('portrait', input.portrait);
  body.append('emblem', input.emblem);
  return api.postMultipart<CallAnswer<CallAt<typeof ACCOUNT_PATHS.identitySubmit>>>(
    ACCOUNT_PATHS.identitySubmit.path,
    body,
  );
}

export function useSubmitIdentity(options: FormMutationOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: submitIdentity,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['center'] }),
  });
}
