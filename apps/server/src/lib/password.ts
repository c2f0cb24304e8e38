import crypto from 'node:crypto';
import os from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { fromWire } from '@seuiot/contract';

/** argon2id with the OWASP-recommended minimum (19 MiB, t=2, p=1). */
const ARGON_OPTIONS = {
  algorithm: 2 /* Argon2id */,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
};

/**
 * argon2 runs on libuv's thread pool, off the event loop, but each hash keeps a core busy for
 * about 14 ms: a burst of logins on four pool threads would leave the event loop a fraction of a
 * two-core machine, and every other call would wait (issue 11). At most one hash per core but one
 * runs at a time; the others queue here, in order.
 */
const ARGON_SLOTS = Math.max(1, os.availableParallelism() - 1);
let running = 0;
const queued: (() => void)[] = [];

async function inSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= ARGON_SLOTS) await new Promise<void>((resolve) => queued.push(resolve));
  else running += 1;
  try {
    return await work();
  } finally {
    // The slot passes straight to the next in line, or is given back.
    const next = queued.shift();
    if (next) next();
    else running -= 1;
  }
}

/** Hashes waiting for a slot right now (tests). */
export function argonQueueLength(): number {
  return queued.length;
}

export function hashPassword(plain: string): Promise<string> {
  return inSlot(() => hash(plain, ARGON_OPTIONS));
}

export async function verifyPassword(hashed: string, plain: string): Promise<boolean> {
  try {
    return await inSlot(() => verify(hashed, plain));
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the time of `verifyPassword` where there is no hash to check (an unknown account), so
 * that the answer does not tell by its timing whether the account exists (issue 10). The dummy
 * hash has the same parameters as every stored one; it is made on first use.
 */
export async function verifyNoPassword(plain: string): Promise<false> {
  dummyHash ??= hashPassword(crypto.randomBytes(16).toString('base64url'));
  await verifyPassword(await dummyHash, plain);
  return false;
}

/** Reverses the wire format (contract cipher.ts); null when it does not decrypt. */
export function decryptWire(key: string, wire: string): string | null {
  try {
    const decipher = crypto.createDecipheriv('aes-128-ecb', Buffer.from(key, 'utf8'), null);
    const out = Buffer.concat([decipher.update(fromWire(wire), 'base64'), decipher.final()]);
    const text = out.toString('utf8');
    return text.length > 0 && !text.includes('\uFFFD') ? text : null;
  } catch {
    return null;
  }
}

/** The wire form of a password (used by tests, the admin command and the benchmark). */
export function encryptWire(key: string, plain: string): string {
  const cipher = crypto.createCipheriv('aes-128-ecb', Buffer.from(key, 'utf8'), null);
  return Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
    .toString('base64')
    .replace(/\+/g, '_');
}
