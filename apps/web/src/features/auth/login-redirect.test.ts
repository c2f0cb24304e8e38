import { describe, expect, it } from 'vitest';
import { isPartnerUrl, loginTarget } from './login-redirect';

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

describe('single sign-on target', () => {
  it('is the partner pair when apiKey and redirectUrl are both in the query', () => {
    const search = `?apiKey=partner-1&redirectUrl=${encodeURIComponent('https://partner.example/cb?x=1')}&redirect=%2Fnotice`;
    expect(loginTarget(search)).toEqual({
      kind: 'external',
      apiKey: 'partner-1',
      redirectUrl: 'https://partner.example/cb?x=1',
    });
  });

  it('stays internal with only one of the two', () => {
    expect(loginTarget('?apiKey=partner-1')).toEqual({
      kind: 'internal',
      to: '/?apiKey=partner-1',
    });
    expect(loginTarget('?redirectUrl=https%3A%2F%2Fpartner.example')).toEqual({
      kind: 'internal',
      to: '/?redirectUrl=https%3A%2F%2Fpartner.example',
    });
  });

  it('follows only absolute http(s) partner addresses', () => {
    expect(isPartnerUrl('https://partner.example/cb?ticket=t')).toBe(true);
    expect(isPartnerUrl('http://127.0.0.1:9000/cb')).toBe(true);
    expect(isPartnerUrl('javascript:alert(1)')).toBe(false);
    expect(isPartnerUrl('/seuiot/')).toBe(false);
    expect(isPartnerUrl('data:text/html,x')).toBe(false);
  });
});
