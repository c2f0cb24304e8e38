import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_ROUTES, type Profile, type UpdateProfile } from '@seuiot/contract';
import { api } from '../../../lib/api-client';
import { profileKey } from './get-profile';
import type { FormMutationOptions } from '../../../lib/field-errors';

/** POST /front/user/updateUser: answers the saved profile. */
export function updateProfile(input: UpdateProfile): Promise<Profile> {
  return api.post<Profile>(ACCOUNT_ROUTES.updateProfile, input);
}

export function useUpdateProfile(options: FormMutationOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(profileKey(), profile);
      // The header shows the name.
      void queryClient.invalidateQueries({ queryKey: ['auth', 'currentUser'] });
    },
  });
}
