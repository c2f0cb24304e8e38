/**
 * The standard parts a scaled-out portal runs on, started on 127.0.0.1 for tests and the bench
 * (issue 16): Redis, an S3-compatible server and nginx. `@seuiot/server/testing/stack`.
 */
export { LOOPBACK, freePort } from './ports.js';
export { REDIS_SERVER, haveRedis, startTestRedis, type TestRedis } from './redis.js';
export { S3_TEST_CREDENTIALS, startTestS3, type TestS3 } from '../storage/s3-test-server.js';
export * from './nginx.js';
