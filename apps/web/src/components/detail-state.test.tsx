import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { ApiError } from '../lib/api-error';
import { initI18n } from '../lib/i18n';
import { DetailState } from './detail-state';

type Query = UseQueryResult<{ title: string }>;

function renderState(id: number | null, query: Partial<Query>) {
  return render(
    <DetailState
      id={id}
      query={query as Query}
      title="Notice"
      missingText="No such notice"
      skeletonRows={3}
    >
      {(notice) => <h1>{notice.title}</h1>}
    </DetailState>,
  );
}

describe('DetailState', () => {
  beforeAll(async () => {
    await initI18n('en');
  });

  it('says "not found" for no id and for A0078, without a retry', () => {
    renderState(null, { isPending: true, isError: false });
    expect(screen.getByRole('heading', { name: 'Notice' })).toBeTruthy();
    expect(screen.getByText('No such notice')).toBeTruthy();
    const missing = new ApiError('business', 'A0078', 500, null, 404);
    renderState(1, { isPending: false, isError: true, error: missing });
    expect(screen.getAllByText('No such notice')).toHaveLength(2);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('keeps the heading for screen readers while loading', () => {
    const { container } = renderState(1, { isPending: true, isError: false });
    expect(container.querySelector('h1.visually-hidden')?.textContent).toBe('Notice');
    expect(container.querySelector('.ant-skeleton')).toBeTruthy();
  });

  it('offers a retry when the call failed, and shows the detail once loaded', () => {
    const refetch = vi.fn();
    const failed = new ApiError('network', '', null, null, null);
    renderState(1, { isPending: false, isError: true, error: failed, refetch });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledTimes(1);
    renderState(1, { isPending: false, isError: false, data: { title: 'Maintenance' } });
    expect(screen.getByRole('heading', { name: 'Maintenance' })).toBeTruthy();
  });
});
