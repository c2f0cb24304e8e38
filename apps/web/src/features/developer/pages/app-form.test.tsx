import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { DEVELOPER_PATHS, APP_PATHS, LIMITS, UPLOAD_RULES, type Upload } from '@seuiot/contract';
import { Providers } from '../../../components/providers';
import { initI18n, loadNamespaces } from '../../../lib/i18n';
import DeveloperPage from './developer-page';

const envelope = (data: unknown, rescode = 200, msg = 'success') =>
  new Response(JSON.stringify({ rescode, msg, data }), {
    status: rescode === 200 ? 200 : 400,
    headers: { 'Content-Type': 'application/json' },
  });

const posted: { path: string; body: Record<string, unknown> }[] = [];

const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
  const url = new URL(input, 'http://portal.test');
  const path = url.pathname.replace(/^\/api/, '');
  if (init?.method === 'POST') {
    posted.push({ path, body: JSON.parse(String(init.body)) as Record<string, unknown> });
    return envelope(null, 500, 'A0042');
  }
  if (path === DEVELOPER_PATHS.status.path)
    return envelope({
      status: 'approved',
      identityStatus: 'approved',
      enterpriseStatus: 'none',
      canApply: true,
      form: null,
      submitTime: null,
      reviewTime: null,
      review: null,
    });
  if (path === APP_PATHS.categories.path)
    return envelope([
      { id: 2, name: 'Tools', nameZh: '工具', nameEn: 'Tools' },
      { id: 3, name: 'Office', nameZh: '办公', nameEn: 'Office' },
    ]);
  return envelope(null, 500, 'A0059');
});

/** A stand-in XMLHttpRequest: the test moves the upload's progress and answers it. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  withCredentials = false;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const APK_UPLOAD: Upload = {
  busId: 41,
  purpose: 'package',
  fileName: 'demo.apk',
  size: 2048,
  mime: 'application/vnd.android.package-archive',
  url: `/api${APP_PATHS.file.path}/41`,
  mediaKind: null,
  width: null,
  height: null,
  warnings: [],
  apk: {
    packageName: 'com.example.demo',
    versionCode: 7,
    versionName: '2.1.0',
    minSdk: 24,
    label: 'Demo',
    signerSha256: ['ab'],
  },
};

function renderForm() {
  render(
    <Providers>
      <MemoryRouter initialEntries={['/developer?menuIndex=1-2']}>
        <Routes>
          <Route path="/developer" element={<DeveloperPage />} />
        </Routes>
      </MemoryRouter>
    </Providers>,
  );
}

const wait = { timeout: 10_000 };
const fileInput = (accept: string) =>
  document.querySelector<HTMLInputElement>(`input[type="file"][accept="${accept}"]`)!;

describe('the app form', { timeout: 40_000 }, () => {
  beforeAll(async () => {
    await initI18n('en');
    await loadNamespaces(['developer'], 'en');
  });
  beforeEach(() => {
    posted.length = 0;
    FakeXhr.sent = [];
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('refuses to submit an empty form, field by field, and sends nothing', async () => {
    renderForm();
    fireEvent.click(await screen.findByRole('button', { name: 'Submit for review' }, wait));
    await waitFor(
      () => expect(screen.getAllByText('Please fill in this field')).toHaveLength(3),
      wait,
    );
    // Profile and description in both languages, version name, icon, package, media.
    expect(screen.getAllByText('Needed to submit for review')).toHaveLength(8);
    expect(posted).toHaveLength(0);
  });

  it('saves a draft with the names and category only, as the contract allows', async () => {
    renderForm();
    fireEvent.change(await screen.findByLabelText('Name (Chinese)', {}, wait), {
      target: { value: '演示' },
    });
    fireEvent.change(screen.getByLabelText('Name (English)'), { target: { value: 'Demo' } });
    fireEvent.change(screen.getByLabelText('Profile (English)'), {
      target: { value: 'x'.repeat(501) },
    });
    fireEvent.mouseDown(screen.getByLabelText('Category'));
    fireEvent.click(await screen.findByTitle('Office', {}, wait));
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('At most 500 characters', {}, wait)).toBeTruthy();
    expect(posted).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Profile (English)'), { target: { value: 'Short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]?.path).toBe(APP_PATHS.submit.path);
    expect(posted[0]?.body).toMatchObject({
      action: 'save',
      nameZh: '演示',
      nameEn: 'Demo',
      summaryEn: 'Short',
      categoryId: 3,
      mediaBusIds: [],
    });
    // The server refused the name (A0042): its text, never the code.
    expect(await screen.findByText('An app with this name already exists.', {}, wait)).toBeTruthy();
  });

  it(
    'shows the upload progress, offers a retry only when it may help, and prefills from the APK',
    {
      timeout: 120_000,
    },
    async () => {
      renderForm();
      await screen.findByRole('button', { name: 'Choose install package' }, wait);
      const file = new File([new Uint8Array(2048)], 'demo.apk');
      fireEvent.change(fileInput('.apk'), { target: { files: [file] } });
      await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
      const first = FakeXhr.sent[0]!;
      expect(first.url).toBe(`/api${APP_PATHS.upload.path}?lang=en`);
      expect(first.headers['x-requested-with']).toBe('XMLHttpRequest');
      expect([...first.body!.keys()]).toEqual(['purpose', 'file']);
      expect(first.body!.get('purpose')).toBe('package');

      first.progress(40, 100);
      const bar = await screen.findByRole('progressbar', {}, wait);
      await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('40'));
      expect(screen.getByText('40%')).toBeTruthy();

      // The database was away for a moment: trying again may pass.
      first.answer(503, { rescode: 503, msg: 'B0014', data: null });
      fireEvent.click(await screen.findByRole('button', { name: 'Retry demo.apk' }, wait));
      await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
      // A refusal of the file says why in words, and offers no retry: it would be refused again.
      FakeXhr.sent[1]!.answer(415, { rescode: 415, msg: 'B0013', data: 'not-zip' });
      expect(
        await screen.findByText(
          'The file is not a valid Android install package (APK): it is not a ZIP archive, or it is incomplete',
          {},
          wait,
        ),
      ).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Retry demo.apk' })).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: 'Remove demo.apk' }));
      fireEvent.change(fileInput('.apk'), { target: { files: [file] } });
      await waitFor(() => expect(FakeXhr.sent).toHaveLength(3));
      FakeXhr.sent[2]!.answer(200, { rescode: 200, msg: 'success', data: APK_UPLOAD });

      expect(await screen.findByRole('button', { name: 'Remove demo.apk' }, wait)).toBeTruthy();
      expect(screen.queryByRole('progressbar')).toBeNull();
      expect(screen.getByText('com.example.demo')).toBeTruthy();
      expect(screen.getByText('7')).toBeTruthy();
      expect((screen.getByLabelText('Version name') as HTMLInputElement).value).toBe('2.1.0');
      expect((screen.getByLabelText('Name (English)') as HTMLInputElement).value).toBe('Demo');
    },
  );

  it(
    'keeps every intro file chosen at once, in the order chosen, however the uploads finish',
    {
      timeout: 120_000,
    },
    async () => {
      renderForm();
      fireEvent.change(await screen.findByLabelText('Name (Chinese)', {}, wait), {
        target: { value: '演示' },
      });
      fireEvent.change(screen.getByLabelText('Name (English)'), { target: { value: 'Demo' } });
      fireEvent.mouseDown(screen.getByLabelText('Category'));
      fireEvent.click(await screen.findByTitle('Office', {}, wait));
      const names = ['one.png', 'two.jpg', 'three.mp4', 'four.gif'];
      fireEvent.change(fileInput(UPLOAD_RULES.media.accept), {
        target: { files: names.map((name) => new File([new Uint8Array(16)], name)) },
      });
      await waitFor(() => expect(FakeXhr.sent).toHaveLength(4));
      const answer = (index: number) => {
        const name = names[index]!;
        FakeXhr.sent[index]!.answer(200, {
          rescode: 200,
          msg: 'success',
          data: {
            ...APK_UPLOAD,
            busId: 100 + index,
            purpose: 'media',
            fileName: name,
            url: `/api${APP_PATHS.file.path}/${100 + index}`,
            mediaKind: name.endsWith('.mp4') ? 'video' : 'image',
            apk: null,
          },
        });
      };
      // Out of order, and the last three together, before the page renders again.
      answer(2);
      await screen.findByRole('button', { name: 'Remove three.mp4' }, wait);
      answer(3);
      answer(0);
      answer(1);
      await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull(), wait);
      const kept = screen
        .getAllByRole('button', { name: /^Remove / })
        .map((button) => button.getAttribute('aria-label'));
      expect(kept).toEqual(names.map((name) => `Remove ${name}`));
      fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
      await waitFor(() => expect(posted).toHaveLength(1));
      expect(posted[0]?.body.mediaBusIds).toEqual([100, 101, 102, 103]);
    },
  );

  it('stops at the intro files limit before sending a byte of the files over it', async () => {
    renderForm();
    await screen.findByRole('button', { name: 'Add images or videos' }, wait);
    const names = Array.from(
      { length: LIMITS.appMediaMaxCount + 2 },
      (_, i) => `shot-${i + 1}.png`,
    );
    fireEvent.change(fileInput(UPLOAD_RULES.media.accept), {
      target: { files: names.map((name) => new File([new Uint8Array(16)], name)) },
    });
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(LIMITS.appMediaMaxCount));
    const alert = await screen.findByRole('alert', {}, wait);
    expect(alert.textContent).toBe(
      `At most ${LIMITS.appMediaMaxCount} files: 2 not added (${names.slice(-2).join(', ')}).`,
    );
    // Full: no way to add more until one is removed.
    expect(screen.queryByRole('button', { name: 'Add images or videos' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel upload shot-1.png' }));
    expect(await screen.findByRole('button', { name: 'Add images or videos' })).toBeTruthy();
    expect(FakeXhr.sent).toHaveLength(LIMITS.appMediaMaxCount);
  });

  it('refuses a package over the limit before sending a byte, and warns of a non-square icon', async () => {
    renderForm();
    await screen.findByRole('button', { name: 'Choose install package' }, wait);
    const huge = new File(['x'], 'huge.apk');
    Object.defineProperty(huge, 'size', { value: 151 * 1024 * 1024 });
    fireEvent.change(fileInput('.apk'), { target: { files: [huge] } });
    expect(await screen.findByText(/larger than 150/, {}, wait)).toBeTruthy();
    expect(FakeXhr.sent).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Retry huge.apk' })).toBeNull();

    fireEvent.change(fileInput('.png,.jpg,.jpeg'), {
      target: { files: [new File([new Uint8Array(10)], 'icon.png')] },
    });
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    FakeXhr.sent[0]!.answer(200, {
      rescode: 200,
      msg: 'success',
      data: {
        ...APK_UPLOAD,
        busId: 42,
        purpose: 'icon',
        fileName: 'icon.png',
        apk: null,
        width: 512,
        height: 300,
        warnings: ['iconNotSquare'],
      },
    });
    const warning = await screen.findByText(/The icon is not square/, {}, wait);
    expect(within(warning.closest('.ant-alert')!).getByText(/512 × 512/)).toBeTruthy();
  });
});
