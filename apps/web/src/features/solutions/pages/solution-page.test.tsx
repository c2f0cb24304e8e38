import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { Providers } from '../../../components/providers';
import { initI18n, loadNamespaces } from '../../../lib/i18n';
import SolutionPage from './solution-page';
import { SOLUTION_PATHS } from '@seuiot/contract';

const envelope = (data: unknown) =>
  new Response(JSON.stringify({ rescode: 200, msg: 'success', data }), {
    headers: { 'Content-Type': 'application/json' },
  });

const CASE = {
  id: 7,
  title: 'Cold-store goods in/out',
  summary: 'Scan in and out of the freezer.',
  cover: '/c.svg',
  price: 36000,
  priceNote: '',
  industries: [{ id: 2, name: 'Cold chain' }],
  devices: [{ id: 4, model: 'S90C' }],
  views: 10,
  createTime: '2026-01-01T00:00:00.000Z',
};

const requested: string[] = [];
const fetchMock = vi.fn((url: string) => {
  requested.push(url);
  if (url.startsWith(`/api${SOLUTION_PATHS.industries.path}`))
    return Promise.resolve(envelope([{ id: 2, name: 'Cold chain' }]));
  if (url.startsWith(`/api${SOLUTION_PATHS.equipmentListNew.path}`))
    return Promise.resolve(envelope([]));
  if (url.startsWith(`/api${SOLUTION_PATHS.caseList.path}`))
    return Promise.resolve(envelope({ list: [CASE], total: 1, pageNum: 1, pageSize: 10 }));
  if (url.startsWith('/api/front/classify/productListByFirst'))
    return Promise.resolve(
      envelope([
        {
          id: 1,
          name: 'Handhelds',
          products: [
            {
              id: 4,
              model: 'S90C',
              name: 'Cold chain handheld',
              classificationId: 1,
              summary: '',
              image: '/s.svg',
              specs: [],
            },
          ],
        },
      ]),
    );
  return Promise.resolve(envelope(null));
});

function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.search}</output>;
}

function renderAt(entry: string) {
  render(
    <Providers>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path="/solution" element={<SolutionPage />} />
        </Routes>
        <Address />
      </MemoryRouter>
    </Providers>,
  );
}

const selected = (name: string) => screen.getByRole('tab', { name }).getAttribute('aria-selected');

describe('SolutionPage', () => {
  beforeAll(async () => {
    await initI18n('en');
    await loadNamespaces(['catalogue']);
    vi.stubGlobal('fetch', fetchMock);
  });

  it('opens the tab of tabIndex and writes the tab back to the address', async () => {
    renderAt('/solution?tabIndex=2');
    expect(selected('Solutions by device')).toBe('true');
    await screen.findByRole('button', { name: /^S90C/ });

    fireEvent.click(screen.getByRole('tab', { name: 'Find a solution' }));
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('?tabIndex=1'));
    expect(selected('Find a solution')).toBe('true');
    await screen.findByRole('link', { name: CASE.title });
  });

  it('falls back to the first tab and keeps the filters in the address', async () => {
    renderAt('/solution?tabIndex=9&industryId=2');
    expect(selected('Find a solution')).toBe('true');
    await screen.findByRole('link', { name: CASE.title });
    expect(
      requested.some((url) => url.includes('solutionCaseList') && url.includes('industryId=2')),
    ).toBe(true);
    expect(screen.getByRole('button', { name: 'Cold chain' }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('?tabIndex=9'));
  });
});
