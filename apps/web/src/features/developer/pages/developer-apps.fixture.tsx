import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { MyAppRow, VersionRow } from '@seuiot/contract';
import { Providers } from '../../../components/providers';
import DeveloperPage from './developer-page';

/** Rows, answers and rendering of the developer apps tests (developer-apps.test.tsx). */

export const envelope = (data: unknown, rescode = 200, msg = 'success') =>
  new Response(JSON.stringify({ rescode, msg, data }), {
    status: rescode === 200 ? 200 : 400,
    headers: { 'Content-Type': 'application/json' },
  });

export const ACTIONS_NONE = {
  edit: false,
  submit: false,
  withdraw: false,
  delete: false,
  release: false,
  unrelease: false,
  newVersion: false,
};

export function appRow(id: number, patch: Partial<MyAppRow> = {}): MyAppRow {
  return {
    id,
    name: `App ${id}`,
    icon: '',
    packageName: `com.example.app${id}`,
    versionName: '1.0.0',
    versionCode: 1,
    category: 'Tools',
    reviewStatus: 'draft',
    shelfStatus: 'ready',
    hasPendingChanges: false,
    downloads: 0,
    createTime: '2026-11-20T08:00:00.000Z',
    submitTime: null,
    reviewTime: null,
    rejectReasons: [],
    rejectNote: '',
    takenDownReason: '',
    actions: { ...ACTIONS_NONE },
    ...patch,
  };
}

export function versionRow(id: number, patch: Partial<VersionRow> = {}): VersionRow {
  return {
    id,
    appId: 1,
    versionCode: id,
    versionName: `1.${id}`,
    status: 'published',
    first: false,
    current: false,
    downloads: 3,
    updateContentZh: '修复',
    updateContentEn: 'Fixes',
    package: null,
    createTime: '2026-11-20T08:00:00.000Z',
    submitTime: '2026-11-21T08:00:00.000Z',
    reviewTime: null,
    publishTime: null,
    rejectReasons: [],
    rejectNote: '',
    actions: { edit: false, submit: false, withdraw: false, publish: false, delete: false },
    ...patch,
  };
}

export const CLOCK = { medianMs: 5 * 3_600_000, reviews: 12, days: 30 };

export const APPROVED_DEVELOPER = {
  status: 'approved',
  identityStatus: 'approved',
  enterpriseStatus: 'none',
  canApply: true,
  form: null,
  submitTime: null,
  reviewTime: null,
  review: null,
};

export function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.search}</output>;
}

export function renderAt(entryPath: string) {
  render(
    <Providers>
      <MemoryRouter initialEntries={[entryPath]}>
        <Routes>
          <Route path="/developer" element={<DeveloperPage />} />
        </Routes>
        <Address />
      </MemoryRouter>
    </Providers>,
  );
}

export const card = (name: string) => screen.getByRole('article', { name }) as HTMLElement;
