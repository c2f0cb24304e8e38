import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { ACCOUNT_PATHS, CIPHER_TEST_VECTOR, type Edition, LIMITS } from '@seuiot/contract';
import { Providers } from '../../../components/providers';
import { initI18n, loadNamespaces } from '../../../lib/i18n';
import { setPortalConfig } from '../../../lib/portal-config';
import RegisterPage from './register-page';

const envelope = (data: unknown, rescode = 200, msg = 'ok') =>
  new Response(JSON.stringify({ rescode, msg, data }), {
    status: rescode === 200 ? 200 : 400,
    headers: { 'Content-Type': 'application/json' },
  });

let registerAnswer: () => Response = () => envelope({ username: 'newcomer', status: 'pending' });
let lockedSystem: 3 | null = null;
const fetchMock = vi.fn((url: string, _init?: RequestInit) => {
  if (url.startsWith(`/api${ACCOUNT_PATHS.dictionary.path}`)) {
    return Promise.resolve(
      envelope([
        { value: '1', name: 'End customer' },
        { value: '2', name: 'Channel partner' },
      ]),
    );
  }
  if (url.startsWith(`/api${ACCOUNT_PATHS.registerOptions.path}?apiKey=stagenow-partner`))
    return Promise.resolve(envelope({ lockedSystem }));
  if (url.startsWith(`/api${ACCOUNT_PATHS.register.path}`))
    return Promise.resolve(registerAnswer());
  return Promise.resolve(envelope(null, 400, 'A0001'));
});

function Home() {
  const location = useLocation();
  return <p data-testid="home">{location.pathname}</p>;
}

function setEdition(edition: Edition) {
  setPortalConfig({
    edition,
    defaultLang: 'en',
    otherEditionUrl: '',
    cipherKey: CIPHER_TEST_VECTOR.key,
    contactEmail: '',
    hotline: '',
    qrImage: '',
  });
}

function renderPage(path = '/register?apiKey=stagenow-partner&lang=en') {
  render(
    <Providers>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/register" element={<RegisterPage />} />
          <Route path="/" element={<Home />} />
        </Routes>
      </MemoryRouter>
    </Providers>,
  );
}

const field = (label: string) => screen.getByLabelText(label, { exact: true });

async function submit() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
  });
}

function registerBodies() {
  return fetchMock.mock.calls
    .filter(([url]) => url.startsWith(`/api${ACCOUNT_PATHS.register.path}`))
    .map(([, init]) => JSON.parse(init!.body as string) as Record<string, unknown>);
}

async function fillCommon() {
  fireEvent.change(field('Account'), { target: { value: 'newcomer' } });
  fireEvent.change(field('Password'), { target: { value: CIPHER_TEST_VECTOR.plain } });
  fireEvent.change(field('Repeat password'), { target: { value: CIPHER_TEST_VECTOR.plain } });
  fireEvent.change(field('Name'), { target: { value: 'Ada' } });
  fireEvent.change(field('Company'), { target: { value: 'ACME' } });
  fireEvent.change(field('Sales manager'), { target: { value: 'Li' } });
  // antd Select: open it and pick the option.
  fireEvent.mouseDown(field('User type'));
  fireEvent.click(await screen.findByText('Channel partner'));
  fireEvent.click(screen.getByLabelText('Main IoT system with the MDM subsystem'));
}

describe('RegisterPage', { timeout: 45_000 }, () => {
  beforeAll(async () => {
    await initI18n('en');
    await loadNamespaces(['account']);
  });
  beforeEach(() => {
    fetchMock.mockClear();
    registerAnswer = () => envelope({ username: 'newcomer', status: 'pending' });
    lockedSystem = null;
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('domestic: the phone is required and the code is an SMS code; e-mail is optional', async () => {
    setEdition('domestic');
    renderPage();
    expect(field('SMS verification code')).toBeTruthy();
    // Room for the spec's +86 / 0086 forms, typed or pasted with spaces (issue 26).
    const phone = field('Mobile phone') as HTMLInputElement;
    expect(phone.maxLength).toBeGreaterThanOrEqual('0086 138-0013-8000'.length);
    await submit();
    expect(await screen.findByText('Please enter your phone number')).toBeTruthy();
    expect(screen.queryByText('Please enter your e-mail address')).toBeNull();
    expect(screen.getByText('Please enter your account')).toBeTruthy();
    expect(screen.getByText('Please enter the verification code')).toBeTruthy();
    expect(registerBodies()).toHaveLength(0);
  });

  it('overseas: the e-mail is required and the code is an e-mail code; phone is optional', async () => {
    setEdition('overseas');
    renderPage();
    expect(field('E-mail verification code')).toBeTruthy();
    expect(field('Mobile phone').getAttribute('maxlength')).toBe('20');
    await submit();
    expect(await screen.findByText('Please enter your e-mail address')).toBeTruthy();
    expect(screen.queryByText('Please enter your phone number')).toBeNull();
  });

  it('tells a mismatched repeat apart from the other password messages', async () => {
    setEdition('overseas');
    renderPage();
    fireEvent.change(field('Password'), { target: { value: 'abc' } });
    fireEvent.change(field('Repeat password'), { target: { value: 'abcd' } });
    await submit();
    expect(await screen.findByText('The password must be 6 to 20 characters long')).toBeTruthy();
    expect(screen.getByText('The two passwords do not match')).toBeTruthy();
  });

  it('starts with the agreement ticked and does not insist on it', async () => {
    setEdition('overseas');
    renderPage();
    const tick = screen.getByRole('checkbox', {
      name: 'I have read and agree to the User Agreement',
    }) as HTMLInputElement;
    expect(tick.checked).toBe(true);
    await fillCommon();
    fireEvent.click(tick);
    fireEvent.change(field('E-mail'), { target: { value: 'ada@example.com' } });
    fireEvent.change(field('E-mail verification code'), { target: { value: '123456' } });
    await submit();
    await waitFor(() => expect(registerBodies()).toHaveLength(1));
  });

  it('sends the encrypted password and the partner key, then counts 5 s to the home page', async () => {
    setEdition('overseas');
    renderPage();
    await fillCommon();
    fireEvent.change(field('E-mail'), { target: { value: 'ada@example.com' } });
    fireEvent.change(field('E-mail verification code'), { target: { value: '123456' } });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await submit();
    await waitFor(() => expect(registerBodies()).toHaveLength(1));
    expect(registerBodies()[0]).toEqual({
      username: 'newcomer',
      password: CIPHER_TEST_VECTOR.wire,
      companyName: 'ACME',
      truename: 'Ada',
      email: 'ada@example.com',
      saleManager: 'Li',
      category: '2',
      phone: '',
      codes: '123456',
      applySystem: 2,
      apiKey: 'stagenow-partner',
    });
    expect(await screen.findByText('Registration submitted')).toBeTruthy();
    // The dialog comes 1 s after the message, then counts 5 s.
    await act(async () => {
      vi.advanceTimersByTime(1_000);
    });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Going to the home page in 5 s…')).toBeTruthy();
    await act(async () => {
      vi.advanceTimersByTime(2_000);
    });
    expect(within(dialog).getByText('Going to the home page in 3 s…')).toBeTruthy();
    await act(async () => {
      vi.advanceTimersByTime(3_000);
    });
    await waitFor(() => expect(screen.getByTestId('home').textContent).toBe('/'));
  });

  it('marks the field a refusal concerns, with its text, instead of a toast (issue 26)', async () => {
    setEdition('domestic');
    registerAnswer = () => envelope(null, 409, 'A0006');
    renderPage();
    await fillCommon();
    fireEvent.change(field('Mobile phone'), { target: { value: '13800138000' } });
    fireEvent.change(field('SMS verification code'), { target: { value: '123456' } });
    await submit();
    await waitFor(() => expect(registerBodies()).toHaveLength(1));
    const phone = field('Mobile phone');
    await waitFor(() => expect(phone.getAttribute('aria-invalid')).toBe('true'));
    const item = phone.closest<HTMLElement>('.ant-form-item')!;
    expect(await within(item).findByText('This phone number is already registered.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(phone));
    // Shown once, at the field: no toast besides.
    expect(screen.getAllByText('This phone number is already registered.')).toHaveLength(1);
    expect(document.querySelector('.ant-message-notice')).toBeNull();
  });

  it('marks the code field for a wrong code and keeps the toast for other refusals', async () => {
    setEdition('overseas');
    registerAnswer = () => envelope(null, 400, 'A0008');
    renderPage();
    await fillCommon();
    fireEvent.change(field('E-mail'), { target: { value: 'ada@example.com' } });
    fireEvent.change(field('E-mail verification code'), { target: { value: '123456' } });
    await submit();
    const code = field('E-mail verification code');
    await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'));
    await waitFor(() =>
      expect(code.closest('.ant-form-item')!.textContent).toContain(
        'The verification code is incorrect.',
      ),
    );
    registerAnswer = () => envelope(null, 400, 'A0071');
    await submit();
    expect(await screen.findByText('The encrypted information is not valid.')).toBeTruthy();
    expect(document.querySelector('.ant-message-notice')).not.toBeNull();
  });

  it('shows the system a partner link locks, chosen and locked', async () => {
    setEdition('overseas');
    lockedSystem = 3;
    renderPage();
    const stageNow = await screen.findByRole('radio', { name: 'Stage Now subsystem' });
    await waitFor(() => expect((stageNow as HTMLInputElement).checked).toBe(true));
    const group = screen.getByRole('radiogroup', { name: 'System applied for' });
    expect(document.getElementById(group.getAttribute('aria-describedby')!)?.textContent).toBe(
      'The partner link you followed applies for the Stage Now subsystem; it cannot be changed here.',
    );
    for (const name of ['Main IoT system', 'Main IoT system with the MDM subsystem'])
      expect((screen.getByRole('radio', { name }) as HTMLInputElement).disabled).toBe(true);
  });

  it('sends one registration for a double click and stays disabled until the dialog', async () => {
    setEdition('overseas');
    renderPage();
    await fillCommon();
    fireEvent.change(field('E-mail'), { target: { value: 'ada@example.com' } });
    fireEvent.change(field('E-mail verification code'), { target: { value: '123456' } });
    // The page's 1 s wait before the dialog (spec 9) runs only when the test says so.
    const held: (() => void)[] = [];
    const realSetTimeout = globalThis.setTimeout;
    vi.spyOn(globalThis, 'setTimeout').mockImplementation(((fn: () => void, ms?: number) => {
      if (ms !== LIMITS.registerCountdownStartMs) return realSetTimeout(fn, ms);
      held.push(fn);
      return 0;
    }) as typeof setTimeout);
    const button = screen.getByRole('button', { name: 'Register' });
    await act(async () => {
      fireEvent.click(button);
      fireEvent.click(button);
    });
    expect(await screen.findByText('Registration submitted')).toBeTruthy();
    // Between the success and the dialog (1 s later): the button is off and a click sends nothing.
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Register' })).toHaveProperty('disabled', true);
    await submit();
    await act(async () => {
      await new Promise((resolve) => realSetTimeout(resolve, 300));
    });
    act(() => held.forEach((run) => run()));
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(registerBodies()).toHaveLength(1);
  });

  it('links back to login with the query string', () => {
    setEdition('domestic');
    renderPage();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      '/portal/login?apiKey=stagenow-partner&lang=en',
    );
  });
});
