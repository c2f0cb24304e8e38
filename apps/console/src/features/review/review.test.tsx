import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import {
  CONSOLE_REVIEW_PATHS,
  type ConsoleApk,
  type ConsoleReviewDetail,
  type StaffRole,
} from '@seuiot/contract';
import { renderWithClient, routedFetch, useLang } from '../../lib/test-utils';
import { ReasonButton } from '../../lib/reason-button';
import en from '../../locales/en.json';
import zh from '../../locales/zh.json';
import { DecideButtons, ReviewOutcome } from './review-actions';
import { ReviewDetail } from './review-detail';
import { queueOf } from './review-page';

beforeAll(() => useLang('en'));
afterEach(() => vi.unstubAllGlobals());

describe('review queues', () => {
  it('picks the queue from the path', () => {
    expect(queueOf('/seuiot-console/developers')).toBe('developers');
    expect(queueOf('/versions')).toBe('versions');
    expect(queueOf('/apps')).toBe('apps');
  });

  it('needs a reason to reject and offers only the scope’s reasons', async () => {
    const decide = vi.fn();
    renderWithClient(<DecideButtons queue="developers" pending={false} onDecide={decide} />);
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    fireEvent.click(dialog.querySelector('.ant-btn-dangerous')!);
    expect(
      await screen.findByText('Choose at least one reason', {}, { timeout: 5000 }),
    ).toBeTruthy();
    expect(decide).not.toHaveBeenCalled();
    // Developer reasons only: an app-listing reason is not offered.
    fireEvent.mouseDown(dialog.querySelector('.ant-select-selector')!);
    expect(await screen.findByText(/D1 /, {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByText(/^1\.1 /)).toBeNull();
  }, 40_000);

  it('approves only after the confirmation', async () => {
    const decide = vi.fn();
    renderWithClient(<DecideButtons queue="versions" pending={false} onDecide={decide} />);
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    const confirm = await screen.findByText('Approve this submission?', {}, { timeout: 5000 });
    const buttons = confirm.closest('.ant-modal')!.querySelectorAll('button.ant-btn-primary');
    expect(decide).not.toHaveBeenCalled();
    fireEvent.click(buttons[buttons.length - 1]!);
    await waitFor(() => expect(decide).toHaveBeenCalledWith({ approve: true }));
  }, 40_000);

  it('asks a reason before requesting a re-opening', async () => {
    const ask = vi.fn();
    renderWithClient(<ReasonButton action="reopen" pending={false} onSubmit={ask} />);
    fireEvent.click(screen.getByRole('button', { name: 'Re-open the decision' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    fireEvent.click(dialog.querySelector('.ant-btn-dangerous')!);
    expect(await screen.findByText('Write the reason', {}, { timeout: 5000 })).toBeTruthy();
    expect(ask).not.toHaveBeenCalled();
    fireEvent.change(dialog.querySelector('textarea')!, { target: { value: 'Wrong document' } });
    fireEvent.click(dialog.querySelector('.ant-btn-dangerous')!);
    await waitFor(() => expect(ask).toHaveBeenCalledWith('Wrong document'));
  }, 40_000);

  it('labels a decision’s reasons in the console language, whatever the server wrote', async () => {
    // The server wrote the titles in the portal language (here Chinese).
    const review = {
      outcome: 'rejected' as const,
      note: '',
      reasons: [
        { code: 'developer-identity', rule: 'D1', title: '开发者信息与认证不一致', ruleText: '' },
        { code: 'other', rule: '9.9', title: '其他', ruleText: '' },
      ],
    };
    const { unmount } = renderWithClient(<ReviewOutcome review={review} />);
    const shown = document.body.textContent ?? '';
    expect(shown).toBe('Rejected: D1 Developer details differ from the certification; 9.9 Other');
    expect(shown).not.toMatch(/[\u4e00-\u9fff]/);
    unmount();
    await useLang('zh');
    renderWithClient(<ReviewOutcome review={review} />);
    expect(document.body.textContent).toBe('未通过: D1 开发者信息与认证不一致; 9.9 其他');
    await useLang('en');
  });

  it('names every review field in both languages, never by its raw key', () => {
    for (const texts of [en.review, zh.review] as Record<string, string>[]) {
      const raw = Object.entries(texts).filter(
        ([k, v]) => k.startsWith('field_') && v === k.slice(6),
      );
      expect(raw).toEqual([]);
    }
  });
});

const APK: ConsoleApk = {
  versionId: 42,
  status: 'pending',
  packageName: 'com.example.app',
  versionCode: 3,
  versionName: '3.0.1',
  minSdk: 26,
  signerSha256: ['a'.repeat(64)],
  packageSize: 2_097_152,
  updateZh: '',
  updateEn: '',
};

const VERSION: ConsoleReviewDetail = {
  subject: 'version',
  id: 42,
  userId: 7,
  username: 'dev.one',
  status: 'pending',
  submittedAt: '2026-11-28T08:00:00.000Z',
  fields: [{ key: 'versionName', value: '3.0.1' }],
  iconFileId: null,
  media: [],
  apk: APK,
  previous: { ...APK, versionId: 41, versionCode: 2, versionName: '2.0.0', status: 'published' },
  changes: [],
  appId: 9,
  released: true,
  takenDownReason: '',
  review: null,
  actions: { decide: true, takeDown: true, reply: false },
};

/** The review drawer of version 42 for a staff member of one role. */
function drawerAs(username: string, role: StaffRole, detail: ConsoleReviewDetail = VERSION) {
  vi.stubGlobal('fetch', routedFetch({ [CONSOLE_REVIEW_PATHS.detail.path]: detail }).fn);
  renderWithClient(
    <ReviewDetail
      queue="versions"
      id={42}
      me={{ username, roles: [role], stage: 'full' }}
      onDecided={() => undefined}
    />,
  );
}

describe('review drawer: the package under review (issue 26 item 5)', () => {
  it('offers a reviewer the version’s APK and the previous one as downloads of the audited console call', async () => {
    drawerAs('rev.one', 'reviewer');
    const link = await screen.findByRole(
      'link',
      { name: 'Download the install package of version 3.0.1' },
      { timeout: 5000 },
    );
    expect(link.getAttribute('href')).toBe(`/api${CONSOLE_REVIEW_PATHS.package.path}?versionId=42`);
    expect(link.hasAttribute('download')).toBe(true);
    expect(link.textContent).toBe('Download APK');
    const previous = screen.getByRole('link', {
      name: 'Download the install package of version 2.0.0',
    });
    expect(previous.getAttribute('href')).toBe(
      `/api${CONSOLE_REVIEW_PATHS.package.path}?versionId=41`,
    );
  }, 40_000);

  it('offers no download to a staff member without the reviewer role', async () => {
    drawerAs('aud.one', 'auditor');
    expect(await screen.findAllByText('com.example.app', {}, { timeout: 5000 })).toHaveLength(2);
    expect(screen.queryByRole('link', { name: /install package/ })).toBeNull();
  }, 40_000);

  it('names the download in both languages', () => {
    for (const texts of [en.review, zh.review] as Record<string, string>[]) {
      expect(texts.downloadApk).toBeTruthy();
      expect(texts.downloadApkNamed).toContain('{{version}}');
    }
  });
});

describe('review drawer: a taken-down app (issue 26 item 6)', () => {
  it('says the app is taken down, why, and what lifts it', async () => {
    drawerAs('rev.one', 'reviewer', {
      ...VERSION,
      released: false,
      takenDownReason: 'Shows ads over other apps',
      actions: { decide: false, takeDown: false, reply: false },
    });
    expect(await screen.findByText('Taken down', {}, { timeout: 5000 })).toBeTruthy();
    expect(
      screen.getByText(/Shows ads over other apps\. Approving a new review of the app lifts/),
    ).toBeTruthy();
    expect(screen.queryByText('On the market')).toBeNull();
  }, 40_000);
});
