import { DEVELOPER_PATHS, APP_PATHS } from '@seuiot/contract';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MyAppRow, VersionRow } from '@seuiot/contract';
import { initI18n, loadNamespaces } from '../../../lib/i18n';
import {
  ACTIONS_NONE,
  APPROVED_DEVELOPER,
  appRow,
  card,
  CLOCK,
  envelope,
  renderAt,
  versionRow,
} from './developer-apps.fixture';

let developer: Record<string, unknown> = {};
let apps: MyAppRow[] = [];
let versions: VersionRow[] = [];
/** The app list answers this code instead of a page while set. */
let listFails: string | null = null;
let marketFallback: { id: number; versionName: string; versionCode: number } | null = null;
const posted: { path: string; body: unknown }[] = [];
const requested: URL[] = [];

function detail(id: number) {
  const row = apps.find((app) => app.id === id)!;
  const listing = {
    nameZh: `应用 ${id}`,
    nameEn: row.name,
    summaryZh: '',
    summaryEn: '',
    introZh: '',
    introEn: '',
    categoryId: 2,
    category: 'Tools',
    icon: null,
    testAccount: '',
    media: [],
  };
  return {
    id,
    packageName: row.packageName,
    reviewStatus: row.reviewStatus,
    shelfStatus: row.shelfStatus,
    hasPendingChanges: false,
    listing,
    live: null,
    firstVersion: null,
    currentVersion: null,
    marketFallback,
    downloads: 0,
    createTime: row.createTime,
    submitTime: row.submitTime,
    reviewTime: null,
    review: null,
    takenDownReason: '',
    actions: row.actions,
    reviewClock: CLOCK,
  };
}

const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
  const url = new URL(input, 'http://portal.test');
  requested.push(url);
  const path = url.pathname.replace(/^\/api/, '');
  if (init?.method === 'POST') {
    const body: unknown = JSON.parse(String(init.body ?? '{}'));
    posted.push({ path, body });
    if (path === APP_PATHS.submit.path) return envelope({ ...detail(1), id: 9 });
    if (path === APP_PATHS.status.path) return envelope(detail(1));
    return envelope(null);
  }
  switch (path) {
    case DEVELOPER_PATHS.status.path:
      return envelope(developer);
    case APP_PATHS.list.path: {
      if (listFails) return envelope(null, 500, listFails);
      const review = url.searchParams.get('reviewStatus');
      const list = apps.filter((app) => !review || app.reviewStatus === review);
      return envelope({ list, total: list.length, pageNum: 1, pageSize: 10, reviewClock: CLOCK });
    }
    case APP_PATHS.detail.path:
      return envelope(detail(Number(url.searchParams.get('id'))));
    case APP_PATHS.reviews.path:
      return envelope([]);
    case APP_PATHS.versionList.path:
      return envelope({ list: versions, total: versions.length, pageNum: 1, pageSize: 10 });
    case APP_PATHS.categories.path:
      return envelope([
        { id: 2, name: 'Tools', nameZh: '工具', nameEn: 'Tools' },
        { id: 3, name: 'Office', nameZh: '办公', nameEn: 'Office' },
      ]);
    default:
      return envelope(null, 500, 'A0059');
  }
});

describe('developer apps', { timeout: 30_000 }, () => {
  beforeAll(async () => {
    await initI18n('en');
    await loadNamespaces(['developer'], 'en');
  });
  beforeEach(() => {
    developer = { ...APPROVED_DEVELOPER };
    apps = [];
    versions = [];
    listFails = null;
    marketFallback = null;
    posted.length = 0;
    requested.length = 0;
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('explains real-name certification and links to it before anything else', async () => {
    developer = { ...APPROVED_DEVELOPER, status: 'none', identityStatus: 'none', canApply: false };
    renderAt('/developer?menuIndex=1-1');
    const link = await screen.findByRole(
      'link',
      { name: 'Go to real-name certification' },
      { timeout: 10_000 },
    );
    expect(link.getAttribute('href')).toBe('/center?menuIndex=3');
    expect(requested.some((url) => url.pathname.endsWith(APP_PATHS.list.path))).toBe(false);
  });

  it('shows a rejected application with its reasons and submits it again', async () => {
    developer = {
      ...APPROVED_DEVELOPER,
      status: 'rejected',
      form: { type: 'personal', name: 'Ann', email: '', phone: '', website: '', intro: '' },
      review: {
        id: 4,
        subject: 'developer',
        appId: null,
        versionId: null,
        versionName: null,
        outcome: 'rejected',
        reasons: [
          {
            code: 'developer-contact',
            rule: 'D2',
            title: 'Contact details not valid',
            ruleText: 'Reachable.',
          },
        ],
        note: 'The phone does not answer.',
        submitTime: '2026-11-20T08:00:00.000Z',
        decideTime: '2026-11-21T08:00:00.000Z',
        replies: [],
      },
    };
    renderAt('/developer?menuIndex=1-1');
    expect(
      await screen.findByText('D2 Contact details not valid', {}, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.getByText(/The phone does not answer\./)).toBeTruthy();
    // The contact e-mail and phone are marked required; submitting without them is stopped here
    // (the server would answer B0001), saving a draft is not.
    const phone = screen.getByLabelText('Contact phone') as HTMLInputElement;
    expect(phone.closest('.ant-form-item')?.querySelector('.ant-form-item-required')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Submit for review' }));
    expect(await screen.findAllByText('Needed to submit for review')).toHaveLength(2);
    expect(posted).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]!.body).toEqual(expect.objectContaining({ action: 'save', phone: '' }));
    fireEvent.change(phone, { target: { value: '+86 138 0000 0000' } });
    fireEvent.change(screen.getByLabelText('Contact e-mail'), {
      target: { value: 'ann@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Submit for review' }));
    await waitFor(() => expect(posted).toHaveLength(2));
    expect(posted[1]).toEqual({
      path: DEVELOPER_PATHS.submit.path,
      body: expect.objectContaining({
        action: 'submit',
        name: 'Ann',
        type: 'personal',
        phone: '+86 138 0000 0000',
      }),
    });
  });

  it('lists apps with their states, the review clock and only the allowed actions', async () => {
    apps = [
      appRow(1, {
        reviewStatus: 'pending',
        submitTime: '2026-11-22T09:30:00.000Z',
        actions: { ...ACTIONS_NONE, withdraw: true },
      }),
      appRow(2, { actions: { ...ACTIONS_NONE, edit: true, delete: true } }),
      appRow(3, {
        reviewStatus: 'approved',
        shelfStatus: 'launched',
        downloads: 1234,
        actions: { ...ACTIONS_NONE, edit: true, unrelease: true, newVersion: true },
      }),
      appRow(4, {
        reviewStatus: 'rejected',
        rejectReasons: [{ code: 'crash', rule: '2.1', title: 'Keeps crashing', ruleText: 'Runs.' }],
        rejectNote: 'Crashes on start.',
        actions: { ...ACTIONS_NONE, edit: true, delete: true },
      }),
      appRow(5, {
        reviewStatus: 'approved',
        takenDownReason: 'Shows ads over other apps',
        actions: { ...ACTIONS_NONE, edit: true, submit: true },
      }),
    ];
    renderAt('/developer?menuIndex=1-1');
    await screen.findByRole('article', { name: 'App 1' }, { timeout: 10_000 });
    expect(screen.getByText(/Reviews take about 5 hours now/)).toBeTruthy();
    expect(screen.getByText('5 apps')).toBeTruthy();

    const pending = within(card('App 1'));
    expect(pending.getByText('Pending review')).toBeTruthy();
    expect(pending.getByText(/^Submitted /)).toBeTruthy();
    expect(pending.getByRole('button', { name: 'Withdraw App 1' })).toBeTruthy();
    expect(pending.queryByRole('link', { name: 'Edit App 1' })).toBeNull();
    expect(pending.queryByRole('link', { name: 'Versions App 1' })).toBeNull();

    const draft = within(card('App 2'));
    expect(draft.getByText('Pending submission')).toBeTruthy();
    expect(draft.getByRole('link', { name: 'Edit App 2' }).getAttribute('href')).toBe(
      '/developer?menuIndex=1-2&id=2',
    );
    expect(draft.getByRole('button', { name: 'Delete App 2' })).toBeTruthy();
    expect(draft.queryByRole('button', { name: 'Release App 2' })).toBeNull();

    const live = within(card('App 3'));
    expect(live.getByText('Launched')).toBeTruthy();
    expect(live.getByText('1,234 downloads')).toBeTruthy();
    expect(live.getByRole('button', { name: 'Unrelease App 3' })).toBeTruthy();
    expect(live.getByRole('link', { name: 'Versions App 3' }).getAttribute('href')).toBe(
      '/developer?menuIndex=1-4&id=3',
    );

    const rejected = within(card('App 4'));
    expect(rejected.getByText('Review not approved')).toBeTruthy();
    expect(rejected.getByText('2.1 Keeps crashing')).toBeTruthy();
    expect(rejected.getByText(/Crashes on start\./)).toBeTruthy();

    // Taken down by a reviewer: said in the list, with the reason and the way back.
    const down = within(card('App 5'));
    expect(down.getByText('Taken down')).toBeTruthy();
    expect(down.queryByText('Ready for launching')).toBeNull();
    expect(down.getByText(/Shows ads over other apps\. Correct the app/)).toBeTruthy();
    expect(down.queryByRole('button', { name: 'Release App 5' })).toBeNull();
    expect(within(card('App 2')).queryByText('Taken down')).toBeNull();
  });

  it('filters by review state through the address', async () => {
    apps = [appRow(1), appRow(2, { reviewStatus: 'approved' })];
    renderAt('/developer?menuIndex=1-1&reviewStatus=approved');
    await screen.findByRole('article', { name: 'App 2' }, { timeout: 10_000 });
    expect(screen.queryByRole('article', { name: 'App 1' })).toBeNull();
    const last = requested.filter((url) => url.pathname.endsWith(APP_PATHS.list.path)).at(-1)!;
    expect(last.searchParams.get('reviewStatus')).toBe('approved');
  });

  it('says when there are no apps, and when the list failed', async () => {
    renderAt('/developer?menuIndex=1-1');
    expect(
      await screen.findByText('You have no apps yet. Add your first app.', {}, { timeout: 10_000 }),
    ).toBeTruthy();
    cleanup();
    listFails = 'B0001';
    renderAt('/developer?menuIndex=1-1&pageNum=2');
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 10_000 });
    expect(screen.getByText('The content could not be loaded')).toBeTruthy();
    listFails = null;
    apps = [appRow(1)];
    fireEvent.click(retry);
    expect(await screen.findByRole('article', { name: 'App 1' }, { timeout: 10_000 })).toBeTruthy();
  });

  it('releases an app only after the confirmation', async () => {
    apps = [
      appRow(5, {
        reviewStatus: 'approved',
        actions: { ...ACTIONS_NONE, release: true, newVersion: true },
      }),
    ];
    renderAt('/developer?menuIndex=1-1');
    fireEvent.click(
      await screen.findByRole('button', { name: 'Release App 5' }, { timeout: 10_000 }),
    );
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    expect(within(dialog).getByText('App 5 appears in the app market at once.')).toBeTruthy();
    expect(posted).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Release' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      path: APP_PATHS.status.path,
      body: { id: 5, action: 'release', lang: 'en' },
    });
  });

  it('cancelling the delete confirmation sends nothing', async () => {
    apps = [appRow(6, { actions: { ...ACTIONS_NONE, delete: true } })];
    renderAt('/developer?menuIndex=1-1');
    fireEvent.click(
      await screen.findByRole('button', { name: 'Delete App 6' }, { timeout: 10_000 }),
    );
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posted).toHaveLength(0);
  });

  it('lets only the highest version be deleted and says why for the others', async () => {
    apps = [
      appRow(1, {
        reviewStatus: 'approved',
        shelfStatus: 'launched',
        actions: { ...ACTIONS_NONE, newVersion: true, unrelease: true },
      }),
    ];
    versions = [
      versionRow(3, {
        status: 'approved',
        actions: { edit: true, submit: false, withdraw: false, publish: true, delete: true },
      }),
      versionRow(2, { current: true }),
      versionRow(1, { first: true }),
    ];
    renderAt('/developer?menuIndex=1-4&id=1');
    const top = await screen.findByRole('article', { name: /^1\.3/ }, { timeout: 10_000 });
    const highest = within(top).getByRole('button', { name: 'Delete 1.3' });
    expect(highest.hasAttribute('disabled')).toBe(false);
    const second = within(screen.getByRole('article', { name: /^1\.2/ }));
    const blocked = second.getByRole('button', { name: 'Delete 1.2' });
    expect(blocked.hasAttribute('disabled')).toBe(true);
    expect(blocked.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(blocked.getAttribute('aria-describedby')!)?.textContent).toMatch(
      /Only the highest version/,
    );
    expect(second.getByText('Current version')).toBeTruthy();
    // The first version of an app on the market: the app keeps it, unrelease is the way out.
    const first = within(screen.getByRole('article', { name: /^1\.1/ }));
    const kept = first.getByRole('button', { name: 'Delete 1.1' });
    expect(document.getElementById(kept.getAttribute('aria-describedby')!)?.textContent).toMatch(
      /has been on the market keeps its record\. Unrelease the app/,
    );

    fireEvent.click(within(top).getByRole('button', { name: 'Publish 1.3' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    expect(posted).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]?.path).toBe(APP_PATHS.versionPublish.path);
    expect(posted[0]?.body).toEqual({ id: 3 });
  });

  it('sends the developer to delete the app when its only version is approved and never released', async () => {
    apps = [
      appRow(1, {
        reviewStatus: 'approved',
        actions: { ...ACTIONS_NONE, release: true, delete: true },
      }),
    ];
    versions = [versionRow(1, { first: true, status: 'approved' })];
    renderAt('/developer?menuIndex=1-4&id=1');
    const only = await screen.findByRole('article', { name: /^1\.1/ }, { timeout: 10_000 });
    const blocked = within(only).getByRole('button', { name: 'Delete 1.1' });
    expect(blocked.hasAttribute('disabled')).toBe(true);
    expect(document.getElementById(blocked.getAttribute('aria-describedby')!)?.textContent).toBe(
      'The first version cannot be deleted: delete the app instead.',
    );
  });

  it.each([
    [
      { id: 1, versionName: '1.1', versionCode: 1 },
      /the market offers 1\.1 \(1\) again; devices that installed 1\.2 keep it/,
      '1.2 deleted. The market offers 1.1 (1) again.',
    ],
    [
      null,
      /no earlier published version can take its place/,
      '1.2 deleted. The app has nothing to download in the market until you publish another version.',
    ],
  ])(
    'says what the market offers before and after the current version is deleted (%o)',
    async (fallback, warning, done) => {
      apps = [appRow(1, { reviewStatus: 'approved', actions: { ...ACTIONS_NONE } })];
      marketFallback = fallback;
      versions = [
        versionRow(2, {
          current: true,
          actions: { edit: false, submit: false, withdraw: false, publish: false, delete: true },
        }),
        versionRow(1, { first: true }),
      ];
      renderAt('/developer?menuIndex=1-4&id=1');
      const row = await screen.findByRole('article', { name: /^1\.2/ }, { timeout: 10_000 });
      fireEvent.click(within(row).getByRole('button', { name: 'Delete 1.2' }));
      const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
      expect(within(dialog).getByText('Delete the version in the market?')).toBeTruthy();
      expect(within(dialog).getByText(warning)).toBeTruthy();
      fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
      await waitFor(() => expect(posted).toHaveLength(1));
      expect(posted[0]).toEqual({
        path: APP_PATHS.versionStatus.path,
        body: { id: 2, action: 'delete' },
      });
      expect(await screen.findByText(done, {}, { timeout: 10_000 })).toBeTruthy();
    },
  );
});
