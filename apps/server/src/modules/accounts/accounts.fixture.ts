import { afterAll, beforeAll } from 'vitest';
import { encryptWire } from '../../lib/password.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { startSmsSink, startSmtpSink } from '../../test/sinks.js';

/**
 * The app the accounts tests run against: real SMTP and SMS stand-ins, an overseas host, the
 * Stage Now key and one SSO partner. Each test file calls useAccountsApp() once and gets its own
 * app and database; `t`, `smtp` and `sms` are set before its tests run.
 */

const SMS_SECRET = 'test-secret-for-sms';
export const OVERSEAS = 'en.portal.test';
export let t: TestApp;
export let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
export let sms: Awaited<ReturnType<typeof startSmsSink>>;
export const wire = (plain: string) => encryptWire(t.config.cipherKey, plain);

export function useAccountsApp(): void {
  beforeAll(async () => {
    smtp = await startSmtpSink();
    sms = await startSmsSink(SMS_SECRET);
    t = await createTestApp({
      SMTP_URL: smtp.url,
      SMS_PROVIDER: 'aliyun',
      ALIYUN_SMS_ACCESS_KEY_ID: 'test-key-id',
      ALIYUN_SMS_ACCESS_KEY_SECRET: SMS_SECRET,
      ALIYUN_SMS_SIGN_NAME: 'SEUIOT',
      ALIYUN_SMS_TEMPLATE_CODE: 'SMS_000001',
      ALIYUN_SMS_ENDPOINT: sms.endpoint,
      OVERSEAS_HOSTS: OVERSEAS,
      STAGE_NOW_API_KEY: 'stage-now-key',
      SSO_PARTNERS: JSON.stringify([
        {
          apiKey: 'partner-key-1',
          secret: 'partner-secret-0123456789',
          name: 'Stage Now',
          origins: ['https://partner.example:8443'],
        },
      ]),
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
    await sms.close();
  });
}

/** Lets the 30-second resend gap pass for a target. */
export async function ageCodes(target: string, ms = 31_000) {
  const rows = await t.db
    .selectFrom('verification_codes')
    .select(['id', 'created_at'])
    .where('target', '=', target)
    .execute();
  for (const r of rows)
    await t.db
      .updateTable('verification_codes')
      .set({ created_at: r.created_at - ms })
      .where('id', '=', r.id)
      .execute();
}

export function registration(over: Record<string, unknown>) {
  return {
    username: 'newuser',
    password: wire('Start#2026'),
    companyName: '深圳示例零售有限公司',
    truename: '王芳',
    email: '',
    saleManager: '张伟',
    category: '1',
    phone: '',
    codes: '000000',
    applySystem: 2,
    ...over,
  };
}

/** A valid enterprise certification form (Fuzhou, Gulou district). */
export const ENTERPRISE_FIELDS = {
  companyName: '福州示例科技有限公司',
  taxNumber: '91350100M000100Y43',
  province: '35',
  city: '3501',
  district: '350102',
  address: '鼓楼区示例路 1 号',
  scope: '手持终端销售与服务',
};
