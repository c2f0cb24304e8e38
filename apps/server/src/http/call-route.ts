import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { z } from 'zod';
import {
  envelopeSchema,
  type Call,
  type CallAnswer,
  type CallBody,
  type CallQuery,
  type StaffRole,
} from '@seuiot/contract';
import { ok } from './app-error.js';
import type { MultipartDoc } from './openapi.js';
import type { Sessions } from './session.js';

type StaffAccess = { staff: readonly StaffRole[] };

/** Path parameters after a call's path (`CallOptions.params`). */
type Params = z.ZodObject<z.ZodRawShape> | undefined;

/** What a handler of a described call receives, parsed by the call's schemas. */
export interface CallRequest<C extends Call, S = never, P extends Params = undefined> {
  query: CallQuery<C>;
  body: CallBody<C>;
  /** The path parameters of `CallOptions.params`, parsed. */
  params: P extends z.ZodType ? z.output<P> : never;
  /** The signed-in customer's id for `access: 'user'` calls; null for the others. */
  userId: C['access'] extends 'user' ? number : null;
  /** The staff member of `access: { staff }` calls, past the role check; null for the others. */
  staff: C['access'] extends StaffAccess ? S : null;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type CallHandler<C extends Call, S = never, P extends Params = undefined> = (
  input: CallRequest<C, S, P>,
) => Promise<CallAnswer<C>>;

/** What a route needs beyond its description: its `config` (a rate limit, say). */
export interface CallOptions<P extends Params = undefined> {
  config?: RouteShorthandOptions['config'];
  /** The body's media types when not JSON (a form-encoded login, say). */
  consumes?: readonly string[];
  /** OpenAPI text before the "May also answer" line. */
  description?: string;
  /** The handler reads a multipart body of these fields and files itself (decision 0039). */
  multipart?: MultipartDoc;
  /**
   * The handler sends the answer itself (raw bytes with its own status and headers) and returns
   * the reply: no envelope, no 200 schema. A refusal still answers the error envelope.
   */
  raw?: boolean;
  /**
   * Path parameters after the call's path, one `/:name` each in the order of the schema's keys
   * (`/front/fapps/file/:id`): the clients build such a URL from the path themselves.
   */
  params?: P;
}

/** The staff member holding one of `roles` (A0001 / A0017 otherwise). */
export type StaffGuard<S> = (
  request: FastifyRequest,
  reply: FastifyReply,
  roles: readonly StaffRole[],
) => Promise<S>;

/**
 * Registers the routes of described calls (decision 0061): the method, path, schemas, OpenAPI
 * entry (with the codes the call may answer) and the access check come from the contract's
 * description; the handler gets the parsed input and the caller and answers `data`. A staff
 * call also declares its roles in the route's `config.staffRoles`, which the console-wide guard
 * checks before the body is read (decision 0036).
 */
export class CallRoutes<S = never> {
  /** `user` checks `access: 'user'` calls, `staff` the staff ones; a call without its check fails to register. */
  constructor(
    private readonly app: FastifyInstance,
    private readonly prefix: string,
    private readonly user: Pick<Sessions, 'require'> | null,
    private readonly staff: StaffGuard<S> | null = null,
  ) {}

  add<C extends Call, P extends Params = undefined>(
    call: C,
    handler: CallHandler<C, S, P>,
    options: CallOptions<P> = {},
  ): void {
    const access = call.access;
    const roles = typeof access === 'object' ? access.staff : null;
    const description = [
      options.description,
      call.errors.length > 0 && `May also answer: ${call.errors.join(', ')}.`,
    ]
      .filter(Boolean)
      .join(' ');
    const schema = {
      tags: [call.tag],
      summary: call.summary,
      ...(description && { description }),
      ...(options.consumes && { consumes: [...options.consumes] }),
      ...(options.params && { params: options.params }),
      ...(call.query && { querystring: call.query }),
      ...(call.body && { body: call.body }),
      ...(!options.raw && { response: { 200: envelopeSchema(call.answer) } }),
      ...(options.multipart && { multipart: options.multipart }),
    };
    const { user, staff } = this;
    if (access === 'user' && !user) throw new Error(`${call.path}: no customer session check`);
    if (roles && !staff) throw new Error(`${call.path}: no staff session check`);
    this.app.route({
      method: call.method,
      url:
        this.prefix +
        call.path +
        Object.keys(options.params?.shape ?? {})
          .map((name) => `/:${name}`)
          .join(''),
      schema,
      ...((roles || options.config) && {
        config: { ...options.config, ...(roles && { staffRoles: roles }) },
      }),
      handler: async (request, reply) => {
        const userId = access === 'user' ? (await user!.require(request, reply)).userId : null;
        const member = roles ? await staff!(request, reply, roles) : null;
        const answer = await handler({
          query: request.query as CallQuery<C>,
          body: request.body as CallBody<C>,
          params: request.params as CallRequest<C, S, P>['params'],
          userId: userId as CallRequest<C, S>['userId'],
          staff: member as CallRequest<C, S>['staff'],
          request,
          reply,
        });
        return options.raw ? answer : ok(answer);
      },
    });
  }
}
