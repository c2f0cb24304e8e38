import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { initI18n } from '../lib/i18n';
import { Pager, pageItems } from './pager';

describe('pageItems', () => {
  it('keeps the ends and two either side of the current page, with gaps between', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageItems(1, 20)).toEqual([1, 2, 3, null, 20]);
    expect(pageItems(10, 20)).toEqual([1, null, 8, 9, 10, 11, 12, null, 20]);
    expect(pageItems(20, 20)).toEqual([1, null, 18, 19, 20]);
    // A gap of one page shows the page instead.
    expect(pageItems(5, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, null, 20]);
  });
});

describe('Pager', () => {
  beforeAll(async () => {
    await initI18n('en');
  });

  it('says where the reader is and moves by page', () => {
    const onChange = vi.fn();
    render(
      <Pager current={2} pageSize={10} total={45} onChange={onChange} totalText="45 notices" />,
    );
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(nav.textContent).toContain('45 notices');
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe(
      'page',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Page 5' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onChange.mock.calls.map(([page]) => page)).toEqual([3, 5, 1]);
  });

  it('disables the steps at the ends and hides itself for one page', () => {
    const { rerender } = render(<Pager current={1} pageSize={10} total={30} onChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Previous page' })).toHaveProperty('disabled', true);
    rerender(<Pager current={3} pageSize={10} total={30} onChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveProperty('disabled', true);
    rerender(<Pager current={1} pageSize={10} total={7} onChange={() => {}} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
