import { useQuery } from '@tanstack/react-query';
import { ACCOUNT_ROUTES, type Profile } from '@seuiot/contract';
import { api } from '../../../lib/api-client';
import { centerKey } from './keys';

/** GET /front/user/getuser: my information and my certification states. */
export function getProfile(): Promise<Profile> {
  return api.get<Profile>(ACCOUNT_ROUTES.profile);
}

export const profileKey = () => centerKey('profile');

export function useProfile() {
  return useQuery({ queryKey: profileKey(), queryFn: getProfile, staleTime: 0 });
}
