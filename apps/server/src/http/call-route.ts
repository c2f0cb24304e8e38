import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import {
  envelopeSchema,
  type Call,
  type CallAnswer,
  type CallBody,
  type CallQuery,
} from '@seuiot/contract';
import { ok } from './app-error.js';
import type { MultipartDoc } from './openapi.js';
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
  /** OpenAPI text before the "May also answer" line. */
  description?: string;
  /** The handler reads a multipart body of these fields and files itself (decision 0039). */
  multipart?: MultipartDoc;
  /**
   * The handler sends the answer itself (raw bytes with its own status and headers) and returns
   * the reply: no envelope, no 200 schema. A refusal still answers the error envelope.
   */
  raw?: boolean;
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
      ...(call.query && { querystring: call.query }),
      ...(call.body && { body: call.body }),
      ...(!options.raw && { response: { 200: envelopeSchema(call.answer) } }),
      ...(options.multipart && { multipart: options.multipart }),
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
        return options.raw ? answer : ok(answer);
      },
    });
  }
}
