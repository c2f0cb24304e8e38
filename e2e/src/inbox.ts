import { stack } from './stack.js';

export type Channel = 'email' | 'sms';

interface InboxAnswer {
  code: string | null;
  count: number;
}

async function read(channel: Channel, to: string): Promise<InboxAnswer> {
  const url = new URL('/code', stack().inboxUrl);
  url.searchParams.set('channel', channel);
  url.searchParams.set('to', to);
  return (await fetch(url)).json() as Promise<InboxAnswer>;
}

/** How many codes `to` has received so far (take it before asking for a new one). */
export async function codesReceived(channel: Channel, to: string): Promise<number> {
  return (await read(channel, to)).count;
}

/**
 * The code of the message that arrives after `before` messages to `to` (the SMTP sink for
 * e-mail, the SMS provider stand-in for phones), waiting for it up to 15 s.
 */
export async function waitForCode(channel: Channel, to: string, before = 0): Promise<string> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const answer = await read(channel, to);
    if (answer.count > before && answer.code) return answer.code;
    if (Date.now() > deadline) throw new Error(`no new ${channel} code reached ${to} within 15 s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
