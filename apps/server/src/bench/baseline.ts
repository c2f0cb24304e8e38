import Fastify from 'fastify';

/**
 * The benchmark's yardstick: plain Fastify answering a small JSON, no plugins, no database. The
 * portal's routes are judged as a share of what this does on the same machine at the same time.
 */
const app = Fastify({ logger: false });
app.get('/', async () => ({ rescode: 200, msg: 'ok', data: { hello: 'world' } }));

await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });

const stop = () => {
  app.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
