import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { LIMITS } from '@seuiot/contract';
import { initI18n } from '../lib/i18n';
import { ListSearch } from './list-search';

function box(): HTMLInputElement {
  return screen.getByRole('searchbox', { name: 'Search notices' }) as HTMLInputElement;
}

const props = { label: 'Search notices', placeholder: 'Title', buttonText: 'Search' };

describe('ListSearch', () => {
  it("takes the contract's search limit and searches with the trimmed text", () => {
    const onSearch = vi.fn();
    render(<ListSearch {...props} value="" onSearch={onSearch} />);
    expect(box().maxLength).toBe(LIMITS.searchMaxLength);
    fireEvent.change(box(), { target: { value: '  camera ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledWith('camera');
  });

  it('keeps the typed text until the search in force changes (back and forward)', () => {
    const { rerender } = render(<ListSearch {...props} value="old" onSearch={() => {}} />);
    expect(box().value).toBe('old');
    fireEvent.change(box(), { target: { value: 'typing' } });
    rerender(<ListSearch {...props} value="old" onSearch={() => {}} />);
    expect(box().value).toBe('typing');
    rerender(<ListSearch {...props} value="new" onSearch={() => {}} />);
    expect(box().value).toBe('new');
  });

  it('shows the draft the page holds when it holds one', () => {
    const onDraftChange = vi.fn();
    render(
      <ListSearch
        {...props}
        value=""
        draft="hot word"
        onDraftChange={onDraftChange}
        onSearch={() => {}}
      />,
    );
    expect(box().value).toBe('hot word');
    fireEvent.change(box(), { target: { value: 'hot words' } });
    expect(onDraftChange).toHaveBeenCalledWith('hot words');
  });
});

describe('ListSearch keys and clearing', () => {
  beforeAll(async () => {
    await initI18n('en');
  });

  it('searches on Enter but not on the Enter that ends a pinyin composition', () => {
    const onSearch = vi.fn();
    render(<ListSearch {...props} value="" onSearch={onSearch} />);
    fireEvent.change(box(), { target: { value: '摄像' } });
    fireEvent.keyDown(box(), { key: 'Enter', isComposing: true });
    expect(onSearch).not.toHaveBeenCalled();
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(onSearch).toHaveBeenCalledWith('摄像');
  });

  it('offers a named clear button only with text, and clearing searches for everything', () => {
    const onSearch = vi.fn();
    render(<ListSearch {...props} value="camera" onSearch={onSearch} />);
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onSearch).toHaveBeenCalledWith('');
    expect(box().value).toBe('');
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();
  });
});
