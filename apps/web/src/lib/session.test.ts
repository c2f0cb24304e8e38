import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOGIN_COOKIE } from '@seuiot/contract';
import {
  USER_STORAGE_KEY,
  clearSession,
  getLoginCookieUser,
  getSession,
  reloadSession,
  setLoginUser,
} from './session';

const USER = { userId: 1, username: 'demo', truename: 'Demo', headimg: '', lang: 'zh' as const };

describe('session', () => {
  afterEach(() => vi.useRealTimers());

  it('keeps the login info for one day', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
    setLoginUser(USER);
    reloadSession();
    expect(getSession().user).toEqual(USER);
    vi.setSystemTime(new Date('2026-01-01T23:59:00Z'));
    reloadSession();
    expect(getSession().user).toEqual(USER);
    vi.setSystemTime(new Date('2026-01-02T00:00:01Z'));
    reloadSession();
    expect(getSession().user).toBeNull();
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
  });

  it('clears user and menus', () => {
    setLoginUser(USER);
    clearSession();
    expect(getSession()).toEqual({ user: null, menus: [] });
  });

  it('reads the username from the readable login cookie', () => {
    expect(getLoginCookieUser()).toBeNull();
    document.cookie = `${LOGIN_COOKIE}=${encodeURIComponent('张三')}; path=/`;
    expect(getLoginCookieUser()).toBe('张三');
  });
});
