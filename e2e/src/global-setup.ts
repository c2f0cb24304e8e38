import { startSmsSink, startSmtpSink } from '@seuiot/server/testing';
import type { TestProject } from 'vitest/node';
import { startInbox } from './inbox-server.js';
import { PARTNER, startPartner } from './partner.js';
import { DOMESTIC_HOST, OVERSEAS_HOST, startServer } from './server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin served as the domestic (Chinese, SMS) edition. */
    domesticOrigin: string;
    /** Origin served as the overseas (English, e-mail) edition: same server, another host name. */
    overseasOrigin: string;
    /** The server's DATA_DIR (SQLite file portal.db), for fixtures that prepare accounts. */
    dataDir: string;
    /** Reads the latest verification code mailed or texted to an address (src/inbox.ts). */
    inboxUrl: string;
    /** Origin of the single sign-on partner site (src/partner.ts). */
    partnerOrigin: string;
  }
}

/** Secret of the SMS stand-in: the server signs its requests with it, the stand-in checks. */
const SMS_SECRET = 'e2e-sms-secret';

/** One server for the whole run, with a fresh database; stopped and removed at the end. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const smtp = await startSmtpSink();
  const sms = await startSmsSink(SMS_SECRET);
  const inbox = await startInbox(smtp, sms);
  let portal = '';
  const partner = await startPartner(() => portal);
  const server = await startServer({
    SMTP_URL: smtp.url,
    SMS_PROVIDER: 'aliyun',
    ALIYUN_SMS_ACCESS_KEY_ID: 'e2e-sms-key',
    ALIYUN_SMS_ACCESS_KEY_SECRET: SMS_SECRET,
    ALIYUN_SMS_SIGN_NAME: 'SEUIOT',
    ALIYUN_SMS_TEMPLATE_CODE: 'SMS_E2E_CODE',
    ALIYUN_SMS_ENDPOINT: sms.endpoint,
    SSO_PARTNERS: JSON.stringify([{ ...PARTNER, origins: [partner.origin] }]),
    // Journeys that send codes or sign up present their own client address (X-Forwarded-For,
    // src/client-ip.ts): every visitor of the real portal has one, and the per-address limits
    // on codes (10 a minute, 20 an hour) would otherwise add up across the whole suite.
    TRUST_PROXY: 'loopback',
  });
  portal = `http://${DOMESTIC_HOST}:${server.port}`;
  project.provide('inboxUrl', inbox.url);
  project.provide('partnerOrigin', partner.origin);
  project.provide('domesticOrigin', `http://${DOMESTIC_HOST}:${server.port}`);
  project.provide('overseasOrigin', `http://${OVERSEAS_HOST}:${server.port}`);
  project.provide('dataDir', server.dataDir);
  return async () => {
    await server.stop();
    await Promise.all([smtp.close(), sms.close(), inbox.close(), partner.close()]);
  };
}
