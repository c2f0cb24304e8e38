import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * A body of up to this many bytes still unread when the answer goes is read to its end and dropped
 * (the connection stays open); a larger one (an install package refused at its first bytes) gets
 * `Connection: close`.
 */
export const DRAIN_MAX_BYTES = 32 * 1024 * 1024;
/** A body still not in after this long: the connection is closed. */
export const DRAIN_MAX_MS = 10_000;

/**
 * Every answer sent before its request's body was read to the end (decision 0039): a refusal in a
 * hook (CSRF, session, rate limit) or in the middle of a multipart body (a file of a refused type,
 * too large, a missing session). Left so, the rest of the body stayed unread in the connection and
 * the next request on it (the customer's second submit) got no answer until the keep-alive timeout
 * (issue 24). The rest is now read and dropped, within DRAIN_MAX_BYTES and DRAIN_MAX_MS, after
 * which the connection is closed; a body declared larger than that is answered with
 * `Connection: close` at once. One `onSend` hook for every route.
 */
export function registerEarlyRefusals(app: FastifyInstance): void {
  // A callback hook: an async one costs a promise per request on every call.
  app.addHook('onSend', (request, reply, payload, done) => {
    const raw = request.raw;
    // `complete` is the real request's (an injected one has none: its body is all there).
    if (raw.complete === false && !raw.destroyed) drainBody(raw, reply);
    done(null, payload);
  });
}

function drainBody(raw: IncomingMessage, reply: FastifyReply): void {
  const declared = Number(raw.headers['content-length']);
  if (!(declared <= DRAIN_MAX_BYTES)) reply.header('connection', 'close');
  let read = 0;
  // Destroying the request destroys its socket.
  const close = () => raw.destroy();
  const timer = setTimeout(close, DRAIN_MAX_MS);
  timer.unref();
  const done = () => clearTimeout(timer);
  // The multipart parser may still be piped to the request, paused, waiting for a reader of a part
  // that will never come: the request is read here instead.
  raw.unpipe();
  raw.on('data', (chunk: Buffer) => {
    read += chunk.length;
    if (read > DRAIN_MAX_BYTES) {
      done();
      close();
    }
  });
  raw.once('end', done);
  raw.once('close', done);
  raw.resume();
}
