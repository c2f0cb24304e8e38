import { describe, expect, it } from 'vitest';
import { nextIp, post } from '../../test/harness.js';
import { t, useAccountsApp } from './accounts.fixture.js';
import { ACCOUNT_PATHS } from '@seuiot/contract';

useAccountsApp();

describe('code sends', () => {
  it('answer a refusal that follows the lookup as slowly as a send (issue 10, decision 0011)', async () => {
    // A reset code for an unregistered phone is answered alike but sent nowhere (decision 0040); a
    // sign-up code goes to the SMS provider. The time must not tell them apart either.
    const time = async (phone: string, type: 'register' | 'reset', expected: string) => {
      const started = performance.now();
      const res = await post(
        t,
        `/api${ACCOUNT_PATHS.sendMobileCode.path}`,
        { phone, type },
        { ip: nextIp() },
      );
      const ms = performance.now() - started;
      expect(res.json().msg).toBe(expected);
      return ms;
    };
    const phone = (prefix: string, i: number) => `${prefix}${String(i).padStart(4, '0')}`;
    // Warm up both paths first (module loading, prepared statements).
    await time(phone('1390000', 99), 'register', 'success');
    await time(phone('1380000', 99), 'reset', 'success');
    const sends: number[] = [];
    const refusals: number[] = [];
    // Each pair runs back to back, so a busy moment of the machine slows both of it: the median
    // of the pairs' ratios is what the timing tells apart, not the machine's load.
    const ratios: number[] = [];
    for (let i = 0; i < 21; i++) {
      sends.push(await time(phone('1390000', i), 'register', 'success'));
      refusals.push(await time(phone('1380000', i), 'reset', 'success'));
      ratios.push(refusals.at(-1)! / sends.at(-1)!);
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const ratio = median(ratios);
    console.log(
      `code send timing medians: refusal ${median(refusals).toFixed(1)} ms, send ${median(sends).toFixed(1)} ms`,
    );
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });
});
