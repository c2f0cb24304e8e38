import { useQuery } from '@tanstack/react-query';
import { ACCOUNT_PATHS } from '@seuiot/contract';
import { call } from '../../../lib/call';
import { centerKey } from './keys';

/** GET /front/user/getuser: my information and my certification states. */
export function getProfile() {
  return call(ACCOUNT_PATHS.profile);
}

export const profileKey = () => centerKey('profile');

export function useProfile() {
  return useQuery({ queryKey: profileKey(), queryFn: getProfile, staleTime: 0 });
}
