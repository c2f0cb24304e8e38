import { describe, expect, it } from 'vitest';
import { decideGuard, loginPathFor } from './route-guard';

describe('decideGuard (spec 4)', () => {
  it('passes with the login cookie', () => {
    expect(decideGuard({ loginCookie: 'demo', shareable: false, search: '' })).toEqual({
      kind: 'pass',
    });
  });

  it('lets a shareable page in with a token', () => {
    expect(decideGuard({ loginCookie: null, shareable: true, search: '?id=3&token=abc' })).toEqual({
      kind: 'shareToken',
      token: 'abc',
    });
  });

  it('ignores a token on a page that is not shareable', () => {
    expect(decideGuard({ loginCookie: null, shareable: false, search: '?token=abc' })).toEqual({
      kind: 'expired',
    });
  });

  it('expires without cookie or token', () => {
    expect(decideGuard({ loginCookie: null, shareable: true, search: '?id=3' })).toEqual({
      kind: 'expired',
    });
  });

  it('sends the intended full path as redirect', () => {
    expect(loginPathFor('/solutionDetail?id=3&x=1')).toBe(
      '/portal/login?redirect=%2FsolutionDetail%3Fid%3D3%26x%3D1',
    );
  });
});
