import { act, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { showErrorToast } from '../lib/feedback';
import MessageHost from './message-host';

/** Two layouts with a <main id="main-content"> each, as the login page and the home page. */
function Pages({ onSwitch }: { onSwitch: (go: () => void) => void }) {
  const [page, setPage] = useState<'login' | 'home'>('login');
  onSwitch(() => setPage('home'));
  return page === 'login' ? (
    <main id="main-content" data-page="login" />
  ) : (
    <div>
      <main id="main-content" data-page="home" />
    </div>
  );
}

describe('MessageHost', () => {
  it('moves a toast on screen into the <main> of the page a navigation brings', async () => {
    let go = () => {};
    render(
      <>
        <MessageHost />
        <Pages onSwitch={(next) => (go = next)} />
      </>,
    );
    act(() => showErrorToast({ content: 'Unknown partner', duration: 3 }));
    const toast = await screen.findByText('Unknown partner');
    expect(toast.closest('main')?.dataset.page).toBe('login');

    act(() => go());
    await waitFor(() =>
      expect(screen.getByText('Unknown partner').closest('main')?.dataset.page).toBe('home'),
    );
  });
});
