import { describe, expect, it } from 'vitest';
import { loginTarget } from './login-redirect';

describe('loginTarget', () => {
  it('goes home without a redirect', () => {
    expect(loginTarget('')).toEqual({ kind: 'internal', to: '/' });
  });

  it('follows a same-origin redirect and keeps the other query parameters', () => {
    const search = `?redirect=${encodeURIComponent('/solutionDetail?id=3')}&lang=en`;
    expect(loginTarget(search)).toEqual({ kind: 'internal', to: '/solutionDetail?id=3&lang=en' });
  });

  it('refuses redirects to other origins', () => {
    for (const bad of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
    ]) {
      expect(loginTarget(`?redirect=${encodeURIComponent(bad)}`)).toEqual({
        kind: 'internal',
        to: '/',
      });
    }
  });

  it('drops the login-only parameters and strips the base path', () => {
    const search = `?type=logout&view=forgot&redirect=${encodeURIComponent('/seuiot/notice?pageNum=2')}&pageNum=5`;
    expect(loginTarget(search)).toEqual({ kind: 'internal', to: '/notice?pageNum=2' });
  });
});
