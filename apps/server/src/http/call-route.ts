import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import {
  envelopeSchema,
  type Call,
  type CallAnswer,
  type CallBody,
  type CallQuery,
} from '@seuiot/contract';
import { ok } from './app-error.js';
import type { Sessions } from './session.js';

/** What a handler of a described call receives, parsed by the call's schemas. */
export interface CallRequest<C extends Call> {
  query: CallQuery<C>;
  body: CallBody<C>;
  /** The signed-in user's id for `access: 'user'` calls; null for public ones. */
  userId: C['access'] extends 'user' ? number : number | null;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type CallHandler<C extends Call> = (input: CallRequest<C>) => Promise<CallAnswer<C>>;

/** What a route needs beyond its description: its `config` (a rate limit, say). */
export interface CallOptions {
  config?: RouteShorthandOptions['config'];
}

/**
 * Registers the routes of described calls (decision 0061): the method, path, schemas, OpenAPI
 * entry (with the codes the call may answer) and the login check come from the contract's
 * description; the handler gets the parsed input and the user and answers `data`.
 */
export class CallRoutes {
  constructor(
    private readonly app: FastifyInstance,
    private readonly prefix: string,
    private readonly sessions: Pick<Sessions, 'require'>,
  ) {}

  add<C extends Call>(call: C, handler: CallHandler<C>, options: CallOptions = {}): void {
    const schema = {
      tags: [call.tag],
      summary: call.summary,
      ...(call.errors.length > 0 && {
        description: `May also answer: ${call.errors.join(', ')}.`,
      }),
      ...(call.query && { querystring: call.query }),
      ...(call.body && { body: call.body }),
      response: { 200: envelopeSchema(call.answer) },
    };
    this.app.route({
      method: call.method,
      url: this.prefix + call.path,
      schema,
      ...(options.config && { config: options.config }),
      handler: async (request, reply) => {
        const userId =
          call.access === 'user' ? (await this.sessions.require(request, reply)).userId : null;
        const answer = await handler({
          query: request.query as CallQuery<C>,
          body: request.body as CallBody<C>,
          userId: userId as CallRequest<C>['userId'],
          request,
          reply,
        });
        return ok(answer);
      },
    });
  }
}
