import { startSmsSink, startSmtpSink } from '@seuiot/server/testing';
import { startInbox } from './inbox-server.js';
import { PARTNER, startPartner } from './partner.js';
import { DOMESTIC_HOST, OVERSEAS_HOST, startServer } from './server.js';

/** What the journeys of one Playwright worker reach: its own server, sinks and partner. */
export interface Stack {
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

/** Secret of the SMS stand-in: the server signs its requests with it, the stand-in checks. */
const SMS_SECRET = 'e2e-sms-secret';

let current: Stack | undefined;

/** The stack of this worker (set by the worker fixture in src/test.ts before any hook runs). */
export function stack(): Stack {
  if (!current) throw new Error('no portal stack in this worker (import test from src/test.ts)');
  return current;
}

/**
 * One built server with a fresh database, the mail and SMS sinks, the inbox and the SSO partner,
 * for one worker: two workers never share demo data. `stop` stops all and removes the data.
 */
export async function startStack(): Promise<{ stack: Stack; stop(): Promise<void> }> {
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
  current = {
    inboxUrl: inbox.url,
    partnerOrigin: partner.origin,
    domesticOrigin: portal,
    overseasOrigin: `http://${OVERSEAS_HOST}:${server.port}`,
    dataDir: server.dataDir,
  };
  return {
    stack: current,
    async stop() {
      current = undefined;
      await server.stop();
      await Promise.all([smtp.close(), sms.close(), inbox.close(), partner.close()]);
    },
  };
}
