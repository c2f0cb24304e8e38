import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { TagSelector } from './tag-selector';

const OPTIONS = [
  { value: 1, label: 'Logistics' },
  { value: 2, label: 'Retail' },
];

describe('TagSelector', () => {
  it('marks the chosen tag as pressed and "all" when nothing is chosen', () => {
    const { rerender } = render(
      <TagSelector
        label="Industry"
        options={OPTIONS}
        value={null}
        onChange={() => {}}
        allLabel="All"
      />,
    );
    expect(screen.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('true');
    rerender(
      <TagSelector
        label="Industry"
        options={OPTIONS}
        value={2}
        onChange={() => {}}
        allLabel="All"
      />,
    );
    expect(screen.getByRole('button', { name: 'Retail' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(screen.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('group', { name: 'Industry' })).toBeTruthy();
  });

  it('answers the value of the clicked tag, null for "all"', () => {
    const onChange = vi.fn();
    render(
      <TagSelector
        label="Industry"
        options={OPTIONS}
        value={1}
        onChange={onChange}
        allLabel="All"
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Retail' }));
    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    expect(onChange.mock.calls).toEqual([[2], [null]]);
  });
});
