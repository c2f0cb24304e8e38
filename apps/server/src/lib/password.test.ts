import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { argonQueueLength, hashPassword, verifyPassword } from './password.js';

describe('argon2 off the event loop, one core left free', () => {
  it('runs at most one hash per core but one at a time; the rest wait in turn and all finish', async () => {
    const hashed = await hashPassword('Queue#2026');
    const slots = Math.max(1, os.availableParallelism() - 1);
    const total = slots * 2 + 1;
    const checks = Array.from({ length: total }, (_, i) =>
      verifyPassword(hashed, i % 2 ? 'Queue#2026' : 'wrong'),
    );
    expect(argonQueueLength()).toBe(total - slots);
    // The event loop stays free while they run: a timer fires before the first check ends.
    const ticked = await Promise.race([
      new Promise<'timer'>((r) => setTimeout(() => r('timer'), 1)),
      checks[0]!.then(() => 'check' as const),
    ]);
    expect(ticked).toBe('timer');
    expect(await Promise.all(checks)).toEqual(checks.map((_, i) => i % 2 === 1));
    expect(argonQueueLength()).toBe(0);
  });
});
