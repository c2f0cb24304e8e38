import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { CIPHER_KEY_LENGTH, CIPHER_TEST_VECTOR, LIMITS } from '@seuiot/contract';

const csv = z
  .string()
  .default('')
  .transform((s) =>
    s
      .split(',')
      .map((x) => x.trim().toLowerCase())
      .filter(Boolean),
  );

/** An address, a CIDR (address/prefix) or a range name proxy-addr knows, for TRUST_PROXY. */
function isProxyAddress(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Every environment variable the server reads, validated at boot: a bad value stops the start
 * with a message naming the variable (README "Configuration" lists them).
 */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  DATA_DIR: z.string().default('./data'),
  /** postgres://... selects PostgreSQL; empty means the SQLite file DATA_DIR/portal.db. */
  DATABASE_URL: z.string().default(''),
  DB_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  /** How long a starting instance waits for its database before it gives up (decision 0038). */
  DB_START_WAIT_SECONDS: z.coerce.number().int().min(0).max(3600).default(120),
  /** SQLite: 'normal' syncs at checkpoints (and where files follow a commit), 'full' every commit. */
  SQLITE_SYNCHRONOUS: z.enum(['normal', 'full']).default('normal'),
  /**
   * PostgreSQL: 'relaxed' commits a customer's favourite and message-read changes without waiting
   * for the disk (db/kysely.ts `relaxed`); 'full' waits at every commit.
   */
  PG_CUSTOMER_COMMITS: z.enum(['relaxed', 'full']).default('relaxed'),
  /**
   * How long a signed-in read's answer is kept per user (http/user-answers.ts); writes of this
   * server forget it at once, other writers are seen within this time. 0 keeps nothing.
   */
  USER_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(5_000),
  API_PREFIX: z.string().default('/api'),
  /** Serve the OpenAPI document and Swagger UI under <API_PREFIX>/docs (decision 0039). */
  API_DOCS: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** Directory of the built web app; empty disables serving it (API only). */
  WEB_DIST: z.string().optional(),
  /** Path the staff console is served under (decision 0018). */
  CONSOLE_PATH: z
    .string()
    .regex(/^\/[A-Za-z0-9._~-]+(\/[A-Za-z0-9._~-]+)*\/?$/, 'a path such as /seuiot-console/')
    .default('/seuiot-console/'),
  /** Directory of the built staff console; empty disables serving it. */
  CONSOLE_DIST: z.string().optional(),
  PASSWORD_CIPHER_KEY: z
    .string()
    .default(CIPHER_TEST_VECTOR.key)
    .refine((k) => Buffer.byteLength(k) === CIPHER_KEY_LENGTH, {
      message: `must be exactly ${CIPHER_KEY_LENGTH} bytes`,
    }),
  /** Hosts (comma separated, no port) served as the overseas edition. */
  OVERSEAS_HOSTS: csv,
  /** Address of the overseas edition, linked from the domestic one, and the reverse. */
  OVERSEAS_URL: z.string().default('https://portal.seuiot.com/seuiot/'),
  DOMESTIC_URL: z.string().default('https://portal.seuiot.cn/seuiot/'),
  /**
   * Public origin of the portal (https://portal.example.com) put in share links; empty takes it
   * from the request (protocol and Host, or X-Forwarded-* with TRUST_PROXY).
   */
  PUBLIC_URL: z.union([z.literal(''), z.url({ protocol: /^https?$/ })]).default(''),
  CONTACT_EMAIL: z.string().default('support@seuiot.com'),
  HOTLINE: z.string().default('400-820-2026'),
  /**
   * Whose X-Forwarded-* to trust: `false`; a comma-separated list of the proxies' addresses and
   * CIDRs (`127.0.0.1,10.0.0.0/8`; also `loopback`, `linklocal`, `uniquelocal`), so a client
   * reaching an instance directly cannot choose its own address (decision 0040); or `true`, any
   * sender, only for an instance nobody but the proxy can reach.
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v, ctx) => {
      const value = v.trim();
      if (value === 'true' || value === 'false') return value === 'true';
      const list = value
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean);
      const bad = list.filter((x) => !isProxyAddress(x));
      if (list.length === 0 || bad.length > 0) {
        ctx.addIssue({
          code: 'custom',
          message: `true, false or a list of addresses and CIDRs; not ${bad.join(', ') || 'empty'}`,
        });
        return z.NEVER;
      }
      return list;
    }),
  /** Force Secure + __Host- cookies even when the request is not seen as HTTPS. */
  COOKIE_SECURE: z.enum(['auto', 'true', 'false']).default('auto'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Seconds between two ticks of the job scheduler (db/jobs.ts); tests shorten it. */
  JOB_TICK_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /**
   * Seconds before a new verification code may go to the same phone or e-mail (the send
   * button counts them down from the server's answer).
   */
  CODE_RESEND_SECONDS: z.coerce.number().int().min(1).max(600).default(LIMITS.codeResendSeconds),
  /** Login attempts per IP per minute. */
  LOGIN_RATE_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  /** Calls of each upload route (avatar, certifications) per signed-in user per minute. */
  UPLOAD_RATE_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  /**
   * Megabytes of uploaded files one account may keep: avatar, ID photos, licence and work-order
   * attachments; app files are counted apart (DEVELOPER_STORAGE_QUOTA_MB, db/file-kinds.ts).
   */
  USER_STORAGE_QUOTA_MB: z.coerce.number().positive().max(1_000_000).default(20),
  /**
   * Megabytes of app files (icons, install packages, intro images and videos) one developer may
   * keep; the images of the account are counted apart (USER_STORAGE_QUOTA_MB).
   */
  DEVELOPER_STORAGE_QUOTA_MB: z.coerce.number().positive().max(10_000_000).default(4096),
  /** Calls of the app upload route (getBusId) per signed-in user per minute. */
  APP_UPLOAD_RATE_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  /** smtp(s)://user:pass@host:port for e-mail; empty writes mail to the dev outbox (the log). */
  SMTP_URL: z.string().default(''),
  MAIL_FROM: z.string().default('SEUIOT Portal <no-reply@seuiot.com>'),
  /** outbox (dev: the log) or aliyun (Alibaba Cloud SMS, variables ALIYUN_SMS_*). */
  SMS_PROVIDER: z.enum(['outbox', 'aliyun']).default('outbox'),
  ALIYUN_SMS_ACCESS_KEY_ID: z.string().default(''),
  ALIYUN_SMS_ACCESS_KEY_SECRET: z.string().default(''),
  ALIYUN_SMS_SIGN_NAME: z.string().default(''),
  ALIYUN_SMS_TEMPLATE_CODE: z.string().default(''),
  ALIYUN_SMS_ENDPOINT: z.string().default('https://dysmsapi.aliyuncs.com/'),
  /** Partner key that locks the system applied for to 3 (Stage Now) at registration. */
  STAGE_NOW_API_KEY: z.string().default('stagenow-partner'),
  /**
   * Single sign-on partners, JSON: [{"apiKey","secret","name","origins":["https://..."]}].
   */
  SSO_PARTNERS: z.string().default('[]'),
  /** Key of the HMAC that makes ID numbers unique without storing them readable. */
  ID_HASH_SECRET: z.string().min(16).default('seuiot-dev-id-hash-secret-change-me'),
  /**
   * Where uploaded files live: empty for local disk (DATA_DIR/files), or s3://bucket[/prefix] for
   * an S3-compatible bucket reached with the S3_* variables (decision 0025).
   */
  STORAGE_URL: z
    .string()
    .regex(
      /^(s3:\/\/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9](\/[A-Za-z0-9._/-]*)?)?$/,
      's3://bucket[/prefix]',
    )
    .default(''),
  /** http(s)://host:port of an S3-compatible server (MinIO, Ceph…); empty for AWS S3. */
  S3_ENDPOINT: z.union([z.literal(''), z.url({ protocol: /^https?$/ })]).default(''),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** Static credentials (no credential provider is asked): required with an s3:// STORAGE_URL. */
  S3_ACCESS_KEY_ID: z.string().default(''),
  S3_SECRET_ACCESS_KEY: z.string().default(''),
  /** bucket in the path (most self-hosted servers) or in the host name; auto: path with S3_ENDPOINT. */
  S3_FORCE_PATH_STYLE: z.enum(['auto', 'true', 'false']).default('auto'),
  /** Lifetime of the presigned URL ossDownLoadFile answers with, in seconds. */
  S3_PRESIGN_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /**
   * redis://[user:pass@]host:port[/db] (or rediss://) shared by every instance: rate limits counted
   * across instances and cache invalidation by pub/sub (decision 0027). Empty: per process.
   */
  REDIS_URL: z.union([z.literal(''), z.url({ protocol: /^rediss?$/ })]).default(''),
  /** Seed the bilingual demo data when the database is empty. */
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
});

export type Config = ReturnType<typeof loadConfig>;

const partnersSchema = z.array(
  z.object({
    apiKey: z.string().min(8),
    secret: z.string().min(16),
    name: z.string().min(1),
    origins: z.array(z.url()).min(1),
  }),
);
export type SsoPartner = z.infer<typeof partnersSchema>[number];

function parsePartners(json: string): SsoPartner[] {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    throw new Error('Invalid configuration:\n  SSO_PARTNERS: not JSON');
  }
  const r = partnersSchema.safeParse(raw);
  if (!r.success)
    throw new Error(`Invalid configuration:\n  SSO_PARTNERS: ${r.error.issues[0]?.message}`);
  return r.data.map((p) => ({ ...p, origins: p.origins.map((o) => new URL(o).origin) }));
}

/** Reads and checks the environment; throws with every bad variable named. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  const dataDir = path.resolve(c.DATA_DIR);
  if (c.STORAGE_URL && (!c.S3_ACCESS_KEY_ID || !c.S3_SECRET_ACCESS_KEY))
    throw new Error(
      'Invalid configuration:\n  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: required with STORAGE_URL',
    );
  return {
    env: c.NODE_ENV,
    host: c.HOST,
    port: c.PORT,
    dataDir,
    databaseUrl: c.DATABASE_URL,
    dbPoolMax: c.DB_POOL_MAX,
    dbStartWaitMs: c.DB_START_WAIT_SECONDS * 1000,
    sqliteSynchronous: c.SQLITE_SYNCHRONOUS,
    pgCustomerCommits: c.PG_CUSTOMER_COMMITS,
    userCacheMs: c.USER_CACHE_MS,
    apiPrefix: c.API_PREFIX.replace(/\/$/, ''),
    apiDocs: c.API_DOCS,
    webDist: c.WEB_DIST,
    consolePath: c.CONSOLE_PATH.endsWith('/') ? c.CONSOLE_PATH : `${c.CONSOLE_PATH}/`,
    consoleDist: c.CONSOLE_DIST,
    cipherKey: c.PASSWORD_CIPHER_KEY,
    overseasHosts: c.OVERSEAS_HOSTS,
    overseasUrl: c.OVERSEAS_URL,
    domesticUrl: c.DOMESTIC_URL,
    publicOrigin: c.PUBLIC_URL ? new URL(c.PUBLIC_URL).origin : null,
    contactEmail: c.CONTACT_EMAIL,
    hotline: c.HOTLINE,
    trustProxy: c.TRUST_PROXY,
    cookieSecure: c.COOKIE_SECURE,
    logLevel: c.LOG_LEVEL,
    jobTickSeconds: c.JOB_TICK_SECONDS,
    codeResendSeconds: c.CODE_RESEND_SECONDS,
    loginRatePerMinute: c.LOGIN_RATE_PER_MINUTE,
    uploadRatePerMinute: c.UPLOAD_RATE_PER_MINUTE,
    userStorageQuotaMb: c.USER_STORAGE_QUOTA_MB,
    developerStorageQuotaMb: c.DEVELOPER_STORAGE_QUOTA_MB,
    appUploadRatePerMinute: c.APP_UPLOAD_RATE_PER_MINUTE,
    seedDemo: c.SEED_DEMO,
    smtpUrl: c.SMTP_URL,
    mailFrom: c.MAIL_FROM,
    sms: {
      provider: c.SMS_PROVIDER,
      accessKeyId: c.ALIYUN_SMS_ACCESS_KEY_ID,
      accessKeySecret: c.ALIYUN_SMS_ACCESS_KEY_SECRET,
      signName: c.ALIYUN_SMS_SIGN_NAME,
      templateCode: c.ALIYUN_SMS_TEMPLATE_CODE,
      endpoint: c.ALIYUN_SMS_ENDPOINT,
    },
    stageNowApiKey: c.STAGE_NOW_API_KEY,
    ssoPartners: parsePartners(c.SSO_PARTNERS),
    idHashSecret: c.ID_HASH_SECRET,
    storage: storageConfig(c, dataDir),
    redisUrl: c.REDIS_URL,
  };
}

/** Local disk, or the bucket of STORAGE_URL with the S3_* variables. */
function storageConfig(c: z.infer<typeof envSchema>, dataDir: string) {
  if (!c.STORAGE_URL) return { kind: 'local' as const, dir: path.join(dataDir, 'files') };
  const [bucket = '', ...rest] = c.STORAGE_URL.slice('s3://'.length).split('/');
  const prefix = rest.filter(Boolean).join('/');
  return {
    kind: 's3' as const,
    bucket,
    prefix: prefix ? `${prefix}/` : '',
    endpoint: c.S3_ENDPOINT,
    region: c.S3_REGION,
    accessKeyId: c.S3_ACCESS_KEY_ID,
    secretAccessKey: c.S3_SECRET_ACCESS_KEY,
    forcePathStyle:
      c.S3_FORCE_PATH_STYLE === 'auto' ? c.S3_ENDPOINT !== '' : c.S3_FORCE_PATH_STYLE === 'true',
    presignSeconds: c.S3_PRESIGN_SECONDS,
  };
}
