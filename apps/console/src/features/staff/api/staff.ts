import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CONSOLE_STAFF_PATHS as S,
  type StaffCreate,
  type StaffCreated,
  type StaffRole,
  type StaffRolesResult,
} from '@seuiot/contract';
import { call } from '../../../lib/call';

export const STAFF_KEY = ['console', 'staff'] as const;

/** Staff members matching `keyword`, one page at a time. */
export function useStaffList(keyword: string, page: { pageNum: number; pageSize: number }) {
  return useQuery({
    queryKey: [...STAFF_KEY, keyword, page],
    queryFn: () => call(S.list, { query: { keyword, ...page } }),
    placeholderData: keepPreviousData,
  });
}

/** After a change every console list reloads (a member shows in the staff and approval lists). */
function useReload() {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: ['console'] });
}

/** A new staff member; the answer carries the initial password, shown once. */
export function useCreateStaff(onSuccess: (created: StaffCreated) => void) {
  const reload = useReload();
  return useMutation({
    mutationFn: (body: StaffCreate) => call(S.create, { body }),
    onSuccess,
    onSettled: reload,
  });
}

/** One action on a member: set roles (with the reason), disable, enable, or reset the TOTP. */
export type StaffAction =
  | { kind: 'roles'; roles: StaffRole[]; reason: string }
  | { kind: 'disable' | 'enable' | 'resetTotp' };

export function useStaffAction(
  staffId: number | null,
  options: {
    onSuccess: (result: StaffRolesResult | null, action: StaffAction) => void;
    onError: (err: unknown) => void;
  },
) {
  const reload = useReload();
  return useMutation({
    mutationFn: (a: StaffAction): Promise<StaffRolesResult | null> => {
      const id = staffId!;
      if (a.kind === 'roles')
        return call(S.roles, { body: { staffId: id, roles: a.roles, reason: a.reason } });
      if (a.kind === 'resetTotp') return call(S.resetTotp, { body: { staffId: id } });
      return call(S.status, { body: { staffId: id, action: a.kind } });
    },
    ...options,
    onSettled: reload,
  });
}
