import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_PATHS, type UpdateProfile } from '@seuiot/contract';
import { call } from '../../../lib/call';
import { profileKey } from './get-profile';
import type { FormMutationOptions } from '../../../lib/field-errors';

/** POST /front/user/updateUser: answers the saved profile. */
export function updateProfile(input: UpdateProfile) {
  return call(ACCOUNT_PATHS.updateProfile, { body: input });
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
