import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Providers } from '../../../components/providers';
import { initI18n, loadNamespaces } from '../../../lib/i18n';
import { RegisterSuccessDialog } from './register-success-dialog';

describe('RegisterSuccessDialog', () => {
  beforeAll(async () => {
    await initI18n('en');
    await loadNamespaces(['account']);
  });
  afterEach(() => vi.useRealTimers());

  it('goes at once from its button', () => {
    const onGo = vi.fn();
    render(
      <Providers>
        <RegisterSuccessDialog onGo={onGo} />
      </Providers>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Go to the home page now' }));
    expect(onGo).toHaveBeenCalledOnce();
  });

  it('goes by itself after 5 s, once', async () => {
    vi.useFakeTimers();
    const onGo = vi.fn();
    render(
      <Providers>
        <RegisterSuccessDialog onGo={onGo} />
      </Providers>,
    );
    expect(screen.getByText('Going to the home page in 5 s…')).toBeTruthy();
    await act(async () => {
      vi.advanceTimersByTime(4_900);
    });
    expect(onGo).not.toHaveBeenCalled();
    await act(async () => {
      vi.advanceTimersByTime(5_000);
    });
    expect(onGo).toHaveBeenCalledOnce();
  });
});
