import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import {
  CONSOLE_ORDER_PATHS as P,
  type CallAnswer,
  type CallAt,
  type CallInput,
} from '@seuiot/contract';
import { api } from '../../../lib/api';
import { call } from '../../../lib/call';

type Input<K extends keyof typeof P> = CallInput<CallAt<(typeof P)[K]>>;
type Body<K extends keyof typeof P> = Input<K>['body'];

/** What the screen does with an action's outcome (and after either, when given). */
export interface ActionOptions {
  onSuccess: () => void;
  onError: (err: unknown) => void;
  onSettled?: () => void;
}

/** The inbox: one page of the view and filters, reloaded every minute (the clocks move). */
export function useInbox(query: Input<'list'>['query']) {
  return useQuery({
    queryKey: ['console', 'orders', 'inbox', query],
    queryFn: () => call(P.list, { query }),
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });
}

/** The query key of one order (an action that fails reloads it). */
export const orderKey = (id: number) => ['console', 'orders', 'detail', id];

/** One work order: the conversation, files, internal notes and what can be done. */
export function useOrder(id: number) {
  return useQuery({ queryKey: orderKey(id), queryFn: () => call(P.detail, { query: { id } }) });
}

/** Support agents an order can be assigned to. */
export function useAgents() {
  return useQuery({
    queryKey: ['console', 'orders', 'agents'],
    queryFn: () => call(P.agents),
    staleTime: 60_000,
  });
}

/** The saved replies (canned texts in both languages). */
export function useSavedReplies() {
  return useQuery({
    queryKey: ['console', 'orders', 'saved-replies'],
    queryFn: () => call(P.savedReplies),
    staleTime: 60_000,
  });
}

/** Assigns an order to an agent (or none); `from` the assignee shown (B0009 if changed). */
export function useAssign(options: ActionOptions) {
  return useMutation({
    mutationFn: (body: Body<'assign'>) => call(P.assign, { body }),
    ...options,
  });
}

/** Merges a duplicate into another open order of the same customer. */
export function useMerge(options: ActionOptions) {
  return useMutation({ mutationFn: (body: Body<'merge'>) => call(P.merge, { body }), ...options });
}

/** Closes an order as resolved. */
export function useCloseOrder(options: ActionOptions) {
  return useMutation({ mutationFn: (body: Body<'close'>) => call(P.close, { body }), ...options });
}

/** An internal note on an order. */
export function useNote(options: ActionOptions) {
  return useMutation({ mutationFn: (body: Body<'note'>) => call(P.note, { body }), ...options });
}

/** A file picked for a reply, with the name it goes under. */
export interface PickedFile {
  file: Blob;
  name: string;
}

/** A reply to the customer with attachments (multipart, which `call` does not send). */
export function useReply(options: ActionOptions) {
  return useMutation({
    mutationFn: (r: { orderId: number; content: string; files: readonly PickedFile[] }) => {
      const form = new FormData();
      form.set('orderId', String(r.orderId));
      form.set('content', r.content);
      for (const f of r.files) form.append('files', f.file, f.name);
      return api<CallAnswer<CallAt<typeof P.reply>>>('POST', P.reply.path, form);
    },
    ...options,
  });
}

/** Creates a saved reply, or edits one (with the version read; B0009 if stale). */
export function useSaveReply(options: ActionOptions) {
  return useMutation({
    mutationFn: (body: Body<'savedReplySave'>) => call(P.savedReplySave, { body }),
    ...options,
  });
}

/** Removes a saved reply (the version read; B0009 if stale). */
export function useDeleteReply(options: ActionOptions) {
  return useMutation({
    mutationFn: (body: Body<'savedReplyDelete'>) => call(P.savedReplyDelete, { body }),
    ...options,
  });
}
