import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CONSOLE_CUSTOMER_PATHS as C, type CallAt, type CallInput } from '@seuiot/contract';
import { call } from '../../../lib/call';
import { usePagedCall } from '../../../lib/paged-table';

/** Customers by name, phone, e-mail or company, a page at a time (sales). */
export function useCustomers() {
  return usePagedCall(['console', 'customers'], C.list);
}

/** A customer with the sections held and the management-system grants. */
export function useCustomer(userId: number) {
  return useQuery({
    queryKey: ['console', 'customer', userId],
    queryFn: () => call(C.detail, { query: { userId } }),
  });
}

type Body<K extends keyof typeof C> = CallInput<CallAt<(typeof C)[K]>>['body'];

/** What the screen does with a change's outcome; every console list and detail reloads after. */
export interface ChangeOptions {
  onSuccess: () => void;
  onError: (err: unknown) => void;
}

/** The sections the customer should hold; `before` what the editor saw (B0009 if changed). */
export function useSetSections(options: ChangeOptions) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Body<'sections'>) => call(C.sections, { body }),
    ...options,
    onSettled: () => client.invalidateQueries({ queryKey: ['console'] }),
  });
}

/** A device quantity for a trial; `seen` the quantity shown (B0009 if another landed). */
export function useGrantDevices(options: ChangeOptions) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Body<'grant'>) => call(C.grant, { body }),
    ...options,
    onSettled: () => client.invalidateQueries({ queryKey: ['console'] }),
  });
}
