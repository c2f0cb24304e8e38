import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Providers } from './providers';
import { initI18n, loadNamespaces } from '../lib/i18n';
import { CodeButton, resendAfterOf } from './code-button';
import { ACCOUNT_PATHS } from '@seuiot/contract';

const envelope = (data: unknown, rescode = 200, msg = 'ok') =>
  new Response(JSON.stringify({ rescode, msg, data }), {
    status: rescode === 200 ? 200 : 429,
    headers: { 'Content-Type': 'application/json' },
  });

const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();

function renderButton(target: () => Promise<string | null>, channel: 'sms' | 'email' = 'sms') {
  render(
    <Providers>
      <CodeButton channel={channel} type="register" target={target} />
    </Providers>,
  );
  return screen.getByRole('button');
}

describe('CodeButton', () => {
  beforeAll(async () => {
    await initI18n('en');
    await loadNamespaces(['account']);
  });
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('sends nothing while the phone or e-mail is not valid', async () => {
    const button = renderButton(() => Promise.resolve(null));
    await act(async () => {
      fireEvent.click(button);
    });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(button.textContent).toBe('Send code');
  });

  it('sends an SMS code and waits the 30 s the server names, disabled, then is idle again', async () => {
    fetchMock.mockResolvedValue(envelope({ resendAfter: 30 }));
    const button = renderButton(() => Promise.resolve('13800138000'));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await act(async () => {
      fireEvent.click(button);
    });
    await waitFor(() => expect(button.textContent).toBe('Resend in 30 s'));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(`/api${ACCOUNT_PATHS.sendMobileCode.path}`);
    expect(JSON.parse(init.body as string)).toEqual({ phone: '13800138000', type: 'register' });
    expect((button as HTMLButtonElement).disabled).toBe(true);

    await act(async () => {
      vi.advanceTimersByTime(10_000);
    });
    expect(button.textContent).toBe('Resend in 20 s');
    await act(async () => {
      vi.advanceTimersByTime(20_000);
    });
    expect(button.textContent).toBe('Send code');
    expect((button as HTMLButtonElement).disabled).toBe(false);
  });

  it('sends e-mail codes to the e-mail call', async () => {
    fetchMock.mockResolvedValue(envelope({ resendAfter: 30 }));
    const button = renderButton(() => Promise.resolve('ada@example.com'), 'email');
    await act(async () => {
      fireEvent.click(button);
    });
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(`/api${ACCOUNT_PATHS.sendEmailCode.path}`);
    expect(JSON.parse(init.body as string)).toEqual({ email: 'ada@example.com', type: 'register' });
  });

  it('counts down what the server still asks to wait when it answers A0079', async () => {
    fetchMock.mockResolvedValue(envelope({ resendAfter: 12 }, 429, 'A0079'));
    const button = renderButton(() => Promise.resolve('13800138000'));
    await act(async () => {
      fireEvent.click(button);
    });
    await waitFor(() => expect(button.textContent).toBe('Resend in 12 s'));
  });

  it('reads resendAfter only when it is a positive number', () => {
    expect(resendAfterOf({ resendAfter: 30 })).toBe(30);
    expect(resendAfterOf({ resendAfter: 0 })).toBeNull();
    expect(resendAfterOf({ resendAfter: '30' })).toBeNull();
    expect(resendAfterOf(null)).toBeNull();
  });
});
