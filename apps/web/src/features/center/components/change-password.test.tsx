import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ACCOUNT_PATHS, CIPHER_TEST_VECTOR } from '@seuiot/contract';
import { Providers } from '../../../components/providers';
import { initI18n, loadNamespaces } from '../../../lib/i18n';
import { setPortalConfig } from '../../../lib/portal-config';
import ChangePassword from './change-password';

const envelope = (data: unknown, rescode = 200, msg = 'ok') =>
  new Response(JSON.stringify({ rescode, msg, data }), {
    status: rescode === 200 ? 200 : 400,
    headers: { 'Content-Type': 'application/json' },
  });

let answer: () => Response = () => envelope(null);
const fetchMock = vi.fn((url: string) =>
  Promise.resolve(
    url.startsWith(`/api${ACCOUNT_PATHS.updatePassword.path}`) ? answer() : envelope(null),
  ),
);

const field = (label: string) => screen.getByLabelText(label, { exact: true });

async function fillAndSend() {
  fireEvent.change(field('Current password'), { target: { value: 'Old#pass2026' } });
  fireEvent.change(field('New password'), { target: { value: CIPHER_TEST_VECTOR.plain } });
  fireEvent.change(field('Repeat new password'), { target: { value: CIPHER_TEST_VECTOR.plain } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
  });
}

/** Issue 26: a refusal that concerns one field marks it, with the translated text. */
describe('ChangePassword refusals', { timeout: 30_000 }, () => {
  beforeAll(async () => {
    await initI18n('en');
    await loadNamespaces(['center']);
    setPortalConfig({
      edition: 'overseas',
      defaultLang: 'en',
      otherEditionUrl: '',
      cipherKey: CIPHER_TEST_VECTOR.key,
      contactEmail: '',
      hotline: '',
      qrImage: '',
    });
  });
  beforeEach(() => {
    fetchMock.mockClear();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('marks the current password when the server says it is wrong (A0012)', async () => {
    answer = () => envelope(null, 400, 'A0012');
    render(
      <Providers>
        <ChangePassword />
      </Providers>,
    );
    await fillAndSend();
    const old = field('Current password');
    await waitFor(() => expect(old.getAttribute('aria-invalid')).toBe('true'));
    await waitFor(() =>
      expect(old.closest('.ant-form-item')!.textContent).toContain(
        'The current password is incorrect.',
      ),
    );
    await waitFor(() => expect(document.activeElement).toBe(old));
    expect(document.querySelector('.ant-message-notice')).toBeNull();
  });

  it('marks the field that B0004 names', async () => {
    answer = () => envelope(['newPassword'], 400, 'B0004');
    render(
      <Providers>
        <ChangePassword />
      </Providers>,
    );
    await fillAndSend();
    const next = field('New password');
    await waitFor(() => expect(next.getAttribute('aria-invalid')).toBe('true'));
    await waitFor(() =>
      expect(next.closest('.ant-form-item')!.textContent).toContain('This value is not valid'),
    );
    expect(field('Current password').getAttribute('aria-invalid')).toBeNull();
  });
});
