import { describe, expect, it, vi } from 'vitest';
import { UserAnswers } from './user-answers.js';

/** A load that counts its calls and answers the current value of `source`. */
function counted(source: { value: number }) {
  const load = vi.fn(() => Promise.resolve({ n: source.value }));
  return load;
}

describe('answers kept per user', () => {
  it('keeps an answer until a write forgets its topic, and only that user and topic', async () => {
    const answers = new UserAnswers(60_000);
    const a = { value: 1 };
    const load = counted(a);
    expect(await answers.get(1, 'messages', 'unread', load)).toEqual({ n: 1 });
    a.value = 2;
    expect(await answers.get(1, 'messages', 'unread', load)).toEqual({ n: 1 });
    expect(load).toHaveBeenCalledTimes(1);
    // Another user, another topic: their own answers.
    expect(await answers.get(2, 'messages', 'unread', load)).toEqual({ n: 2 });
    answers.forget(1, 'favourites');
    expect(await answers.get(1, 'messages', 'unread', load)).toEqual({ n: 1 });
    answers.forget(1, 'messages');
    expect(await answers.get(1, 'messages', 'unread', load)).toEqual({ n: 2 });
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('forgets an answer made of several topics when any of them changes', async () => {
    const answers = new UserAnswers(60_000);
    const a = { value: 1 };
    const load = counted(a);
    await answers.get(1, ['devices', 'messages'], 'myData', load);
    a.value = 2;
    answers.forget(1, 'messages');
    expect(await answers.get(1, ['devices', 'messages'], 'myData', load)).toEqual({ n: 2 });
    a.value = 3;
    answers.forgetUser(1);
    expect(await answers.get(1, ['devices', 'messages'], 'myData', load)).toEqual({ n: 3 });
  });

  it('does not keep what was loaded while a write changed the topic', async () => {
    const answers = new UserAnswers(60_000);
    let release!: (v: { n: number }) => void;
    const slow = () => new Promise<{ n: number }>((r) => (release = r));
    const pending = answers.get(1, 'favourites', 'list', slow);
    answers.forget(1, 'favourites');
    release({ n: 1 });
    expect(await pending).toEqual({ n: 1 });
    const fresh = vi.fn(() => Promise.resolve({ n: 2 }));
    expect(await answers.get(1, 'favourites', 'list', fresh)).toEqual({ n: 2 });
    expect(fresh).toHaveBeenCalledTimes(1);
  });

  it('shares one load among the requests of the same moment, and keeps no failure', async () => {
    const answers = new UserAnswers(60_000);
    const load = vi.fn(() => Promise.resolve([1, 2]));
    const [x, y] = await Promise.all([
      answers.get(1, 'logins', 'p1', load),
      answers.get(1, 'logins', 'p1', load),
    ]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(x).toBe(y);
    // Kept answers are shared by many requests: frozen, so nobody can change one.
    expect(Object.isFrozen(x)).toBe(true);
    const failing = vi.fn(() => Promise.reject(new Error('database down')));
    await expect(answers.get(1, 'profile', '', failing)).rejects.toThrow('database down');
    await expect(answers.get(1, 'profile', '', failing)).rejects.toThrow('database down');
    expect(failing).toHaveBeenCalledTimes(2);
  });

  it('expires answers after the TTL, and keeps nothing with a TTL of 0', async () => {
    vi.useFakeTimers();
    try {
      const answers = new UserAnswers(5_000);
      const a = { value: 1 };
      const load = counted(a);
      await answers.get(1, 'profile', '', load);
      a.value = 2;
      vi.advanceTimersByTime(4_999);
      expect(await answers.get(1, 'profile', '', load)).toEqual({ n: 1 });
      vi.advanceTimersByTime(1);
      expect(await answers.get(1, 'profile', '', load)).toEqual({ n: 2 });
    } finally {
      vi.useRealTimers();
    }
    const none = new UserAnswers(0);
    const load = vi.fn(() => Promise.resolve(1));
    await none.get(1, 'profile', '', load);
    await none.get(1, 'profile', '', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('forgets everything when another process wrote to the database', async () => {
    const probe = { version: 7 };
    const answers = new UserAnswers(60_000, () => probe.version, 20_000, 0);
    const a = { value: 1 };
    const load = counted(a);
    await answers.get(1, 'messages', 'unread', load);
    await answers.get(2, 'profile', '', load);
    a.value = 2;
    expect(await answers.get(1, 'messages', 'unread', load)).toEqual({ n: 1 });
    probe.version = 8;
    expect(await answers.get(1, 'messages', 'unread', load)).toEqual({ n: 2 });
    expect(await answers.get(2, 'profile', '', load)).toEqual({ n: 2 });
  });

  it('looks for other writers at most every 50 ms', async () => {
    vi.useFakeTimers();
    try {
      const looks = vi.fn(() => 1);
      const answers = new UserAnswers(60_000, looks);
      const load = () => Promise.resolve(1);
      await answers.get(1, 'profile', '', load);
      await answers.get(1, 'profile', '', load);
      expect(looks).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(50);
      await answers.get(1, 'profile', '', load);
      expect(looks).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('stays within its size, dropping the oldest answers first', async () => {
    const answers = new UserAnswers(60_000, null, 3);
    const load = vi.fn((n: number) => Promise.resolve(n));
    for (const user of [1, 2, 3, 4]) await answers.get(user, 'profile', '', () => load(user));
    expect(load).toHaveBeenCalledTimes(4);
    await answers.get(4, 'profile', '', () => load(4));
    await answers.get(2, 'profile', '', () => load(2));
    expect(load).toHaveBeenCalledTimes(4);
    await answers.get(1, 'profile', '', () => load(1));
    expect(load).toHaveBeenCalledTimes(5);
  });
});
