import './zod.js';
import type { z } from 'zod';
import type { ErrorCode } from './errors.js';
import type { StaffRole } from './console.js';

/**
 * One description of a call (decision 0061): the server registers its route from it (schemas,
 * OpenAPI entry), and the clients and tests call it through it, typed from its schemas. No answer
 * type is written by hand on a client again, and the path is written once.
 */
export interface Call<
  M extends 'GET' | 'POST' = 'GET' | 'POST',
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  A extends z.ZodType = z.ZodType,
  X extends CallAccess = CallAccess,
  P extends string = string,
> {
  method: M;
  /** After the API prefix (default `/api`). */
  path: P;
  /** The OpenAPI group. */
  tag: string;
  /** One line for the OpenAPI document. */
  summary: string;
  /** Who may call it; the server checks it before the handler runs. */
  access: X;
  query: Q;
  body: B;
  /** `data` of the rescode-200 envelope. */
  answer: A;
  /** The codes of the catalogue this call may answer besides the session and input ones. */
  errors: readonly ErrorCode[];
}

/**
 * `public`: anyone; `user`: a signed-in customer (A0001 otherwise); `{ staff }`: a staff member
 * signed in with both factors holding one of the roles (A0001, A0017 otherwise).
 */
export type CallAccess = 'public' | 'user' | { staff: readonly StaffRole[] };

type Defined<T> = T extends z.ZodType ? T : undefined;

/** A call with the inferred types of its parts; `query` and `body` default to none. */
export function defineCall<
  M extends 'GET' | 'POST',
  A extends z.ZodType,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  X extends CallAccess = CallAccess,
  P extends string = string,
>(def: {
  method: M;
  path: P;
  tag: string;
  summary: string;
  access: X;
  query?: Q;
  body?: B;
  answer: A;
  errors?: readonly ErrorCode[];
}): Call<M, Defined<Q>, Defined<B>, A, X, P> {
  return {
    ...def,
    query: def.query as Defined<Q>,
    body: def.body as Defined<B>,
    errors: def.errors ?? [],
  };
}

/** What a client sends: the query and body as their schemas accept them (before defaults). */
export type CallInput<C extends Call> = (C['query'] extends z.ZodType
  ? { query: z.input<C['query']> }
  : { query?: undefined }) &
  (C['body'] extends z.ZodType ? { body: z.input<C['body']> } : { body?: undefined });

/** What a handler receives: the query and body after the schemas parsed them. */
export type CallQuery<C extends Call> = C['query'] extends z.ZodType ? z.output<C['query']> : never;
export type CallBody<C extends Call> = C['body'] extends z.ZodType ? z.output<C['body']> : never;

/** `data` of the call's success envelope. */
export type CallAnswer<C extends Call> = z.output<C['answer']>;

/** Whether the call needs no input at all (the client may omit it). */
export type NoInput<C extends Call> = C['query'] extends z.ZodType
  ? false
  : C['body'] extends z.ZodType
    ? false
    : true;

/** Whether a call is the staff console's. */
export function isStaffCall(c: Call): boolean {
  return typeof c.access === 'object';
}

/**
 * The described calls among a module's exports (its `*_CALLS` tables): for the meta-tests that
 * walk every call (`import * as contract`).
 */
export function describedCalls(exports: Record<string, unknown>): Call[] {
  return Object.entries(exports)
    .filter(([name, v]) => /_CALLS$/.test(name) && typeof v === 'object' && v !== null)
    .flatMap(([, v]) => Object.values(v as Record<string, Call>));
}
