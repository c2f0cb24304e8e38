import { useMutation, useQueryClient } from '@tanstack/react-query';
import { WORKBENCH_PATHS, type Platform } from '@seuiot/contract';
import { call } from '../../../lib/call';

export type TrialAction = 'apply' | 'cancel';

/**
 * POST /front/home/mdmTry?platformId=&action=apply|cancel (login). The spec lists GET; it changes
 * state, so we POST (the server accepts both). Answers the system with its new state.
 */
export function changeTrial(platformId: number, action: TrialAction) {
  return call(WORKBENCH_PATHS.trial, { query: { platformId, action } });
}

/** Applies or cancels, then puts the answered state into every cached platform list. */
export function useTrialAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ platformId, action }: { platformId: number; action: TrialAction }) =>
      changeTrial(platformId, action),
    onSuccess: (platform) => {
      queryClient.setQueriesData<Platform[]>({ queryKey: ['workbench', 'platforms'] }, (list) =>
        list?.map((item) => (item.id === platform.id ? { ...item, ...platform } : item)),
      );
      // The texts of other languages come from the server; refetch them when next shown.
      void queryClient.invalidateQueries({
        queryKey: ['workbench', 'platforms'],
        refetchType: 'none',
      });
    },
  });
}
