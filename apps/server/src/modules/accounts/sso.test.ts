import { describe, expect, it } from 'vitest';
import { get, loginCookies, post } from '../../test/harness.js';
import { t, useAccountsApp } from './accounts.fixture.js';
import { ACCOUNT_PATHS } from '@seuiot/contract';

useAccountsApp();

describe('single sign-on', () => {
  it('sends the browser to the partner with a one-time ticket the partner exchanges', async () => {
    expect((await get(t, `/api${ACCOUNT_PATHS.ssoPartner.path}?apiKey=unknown`)).json().msg).toBe(
      'A0070',
    );
    expect(
      (await get(t, `/api${ACCOUNT_PATHS.ssoPartner.path}?apiKey=partner-key-1`)).json().data,
    ).toEqual({
      name: 'Stage Now',
    });
    const cookies = await loginCookies(t);
    expect(
      (
        await post(
          t,
          `/api${ACCOUNT_PATHS.ssoAuthorize.path}`,
          { apiKey: 'nope', redirectUrl: 'https://partner.example:8443/cb' },
          { cookies },
        )
      ).json().msg,
    ).toBe('A0070');
    expect(
      (
        await post(
          t,
          `/api${ACCOUNT_PATHS.ssoAuthorize.path}`,
          { apiKey: 'partner-key-1', redirectUrl: 'https://evil.example/cb' },
          { cookies },
        )
      ).json(),
    ).toEqual({ rescode: 400, msg: 'B0004', data: ['redirectUrl'] });
    expect(
      (
        await post(t, `/api${ACCOUNT_PATHS.ssoAuthorize.path}`, {
          apiKey: 'partner-key-1',
          redirectUrl: 'https://partner.example:8443/cb',
        })
      ).json().msg,
    ).toBe('A0001');

    const res = await post(
      t,
      `/api${ACCOUNT_PATHS.ssoAuthorize.path}`,
      { apiKey: 'partner-key-1', redirectUrl: 'https://partner.example:8443/cb?x=1' },
      { cookies },
    );
    const url = new URL(res.json().data.url);
    expect(url.origin).toBe('https://partner.example:8443');
    expect(url.searchParams.get('x')).toBe('1');
    expect(url.searchParams.get('apiKey')).toBe('partner-key-1');
    expect(url.searchParams.get('redirectUrl')).toBe('https://partner.example:8443/cb?x=1');
    const ticket = url.searchParams.get('ticket')!;

    // Server to server: no browser header, authenticated by the secret.
    const exchange = (secret: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api${ACCOUNT_PATHS.ssoExchange.path}`,
        payload: { apiKey: 'partner-key-1', secret, ticket },
      });
    expect((await exchange('wrong-secret-0123456789')).json().msg).toBe('A0070');
    const identity = (await exchange('partner-secret-0123456789')).json();
    expect(identity.data).toMatchObject({ username: 'demo', phone: '13800138000' });
    expect((await exchange('partner-secret-0123456789')).json().msg).toBe('A0073');
  });
});
