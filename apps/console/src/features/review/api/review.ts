import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CONSOLE_REVIEW_PATHS as P,
  CONSOLE_ROUTES,
  type CallAt,
  type CallInput,
  type ConsoleReopen,
  type ConsoleReviewQueue,
} from '@seuiot/contract';
import { api, query } from '../../../lib/api';
import { call } from '../../../lib/call';
import { apiPrefix } from '../../../lib/config';

type Input<K extends keyof typeof P> = CallInput<CallAt<(typeof P)[K]>>;

/** One page of a review queue in a state, oldest first. */
export function useReviewQueue(q: Input<'queue'>['query']) {
  return useQuery({
    queryKey: ['console', 'review', q],
    queryFn: () => call(P.queue, { query: q }),
    placeholderData: keepPreviousData,
  });
}

/** What was submitted: the form, media, package facts, changes and the review thread. */
export function useReviewDetail(queue: ConsoleReviewQueue, id: number) {
  return useQuery({
    queryKey: ['console', 'review', 'detail', queue, id],
    queryFn: () => call(P.detail, { query: { queue, id } }),
  });
}

/** An icon or medium under review, as an image's address (the browser sends the cookie). */
export const reviewFileUrl = (fileId: number) => `${apiPrefix()}${P.file.path}${query({ fileId })}`;

/** A submitted version's install package, as a download link (audited by the server). */
export const reviewPackageUrl = (versionId: number) =>
  `${apiPrefix()}${P.package.path}${query({ versionId })}`;

/** A reviewer's action on what is open. */
export type ReviewAction =
  | { kind: 'reply'; body: Input<'reply'>['body'] }
  | { kind: 'decide'; body: Input<'decide'>['body'] }
  | { kind: 'takeDown'; body: Input<'takeDown'>['body'] }
  /** Asks a second reviewer to re-open a decision (the console module's call, decision 0020). */
  | { kind: 'reopen'; body: ConsoleReopen };

function send(a: ReviewAction): Promise<unknown> {
  if (a.kind === 'reply') return call(P.reply, { body: a.body });
  if (a.kind === 'decide') return call(P.decide, { body: a.body });
  if (a.kind === 'takeDown') return call(P.takeDown, { body: a.body });
  return api('POST', CONSOLE_ROUTES.reviewReopen, a.body);
}

/** An action with the text shown when it lands; `close` closes the drawer after it. */
export interface SentAction {
  action: ReviewAction;
  done: string;
  close?: boolean;
}

/** Sends a reviewer's action; every console list and detail reloads after. */
export function useReviewAction(options: {
  onSuccess: (sent: SentAction) => void;
  onError: (err: unknown) => void;
}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (sent: SentAction) => send(sent.action),
    onSuccess: (_r, sent) => options.onSuccess(sent),
    onError: options.onError,
    onSettled: () => void client.invalidateQueries({ queryKey: ['console'] }),
  });
}
