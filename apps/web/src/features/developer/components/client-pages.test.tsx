import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Providers } from '../../../app/providers';
import { initI18n } from '../../../lib/i18n';
import { useClientPages } from './client-pages';

const ITEMS = Array.from({ length: 23 }, (_, i) => `item ${i + 1}`);

function List() {
  const { rows, pager } = useClientPages(ITEMS);
  return (
    <>
      <ul>
        {rows.map((row) => (
          <li key={row}>{row}</li>
        ))}
      </ul>
      {pager}
    </>
  );
}

function renderAt(path: string) {
  render(
    <Providers>
      <MemoryRouter initialEntries={[path]}>
        <List />
      </MemoryRouter>
    </Providers>,
  );
}

describe('useClientPages', () => {
  beforeAll(async () => {
    await initI18n('en');
  });

  it('shows 10 at a time, the page from the address', () => {
    renderAt('/developer?menuIndex=2-2');
    expect(
      screen.getAllByRole('listitem').filter((li) => li.textContent?.startsWith('item')),
    ).toHaveLength(10);
    expect(screen.getByText('item 1')).toBeTruthy();
  });

  it('keeps a page past the end on the last page', () => {
    renderAt('/developer?menuIndex=2-2&pageNum=9');
    const rows = screen.getAllByRole('listitem').filter((li) => li.textContent?.startsWith('item'));
    expect(rows.map((li) => li.textContent)).toEqual(['item 21', 'item 22', 'item 23']);
  });
});
