import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Providers } from './providers';
import { initI18n } from '../lib/i18n';
import { ShareDialog, type NeedLogin } from './share-dialog';

type CreateLink = (needLogin: NeedLogin) => Promise<string>;

function renderDialog(createLink: CreateLink, onClose = () => undefined) {
  render(
    <Providers>
      <ShareDialog open title="Share this solution" onClose={onClose} createLink={createLink} />
    </Providers>,
  );
}

// While loading, antd's spinner adds its own name in front.
const createButton = () => screen.getByRole('button', { name: /Create link$/ });
const linkInput = () => screen.queryByRole('textbox', { name: 'Share link' }) as HTMLInputElement;

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

// antd renders slowly in jsdom, slower still when every test file runs at once.
describe('ShareDialog', { timeout: 30_000 }, () => {
  beforeAll(async () => {
    await initI18n('en');
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it('is a titled dialog offering the two audiences, anyone for 7 days first', () => {
    renderDialog(vi.fn<CreateLink>());
    expect(screen.getByRole('dialog', { name: 'Share this solution' })).toBeTruthy();
    const group = screen.getByRole('radiogroup', { name: 'Who can open the link' });
    expect(group).toBeTruthy();
    const anyone = screen.getByRole('radio', { name: 'Anyone with the link, valid for 7 days' });
    expect((anyone as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('radio', { name: 'Only signed-in users' })).toBeTruthy();
    expect(linkInput()).toBeNull();
  });

  it('creates the link for the chosen audience and shows it read-only', async () => {
    const createLink = vi.fn<CreateLink>().mockResolvedValue('https://portal.test/s/abc');
    renderDialog(createLink);
    fireEvent.click(screen.getByRole('radio', { name: 'Only signed-in users' }));
    await act(async () => {
      fireEvent.click(createButton());
    });
    expect(createLink).toHaveBeenCalledWith(1);
    await waitFor(() => expect(linkInput()?.value).toBe('https://portal.test/s/abc'));
    expect(linkInput().readOnly).toBe(true);
  });

  it('waits while the link is made, and stays open and usable when it fails', async () => {
    let fail!: (reason: Error) => void;
    const createLink = vi
      .fn<CreateLink>()
      .mockImplementationOnce(() => new Promise<string>((_, reject) => (fail = reject)))
      .mockResolvedValueOnce('https://portal.test/s/second');
    const onClose = vi.fn();
    renderDialog(createLink, onClose);
    fireEvent.click(createButton());
    await waitFor(() => expect(createButton().className).toContain('ant-btn-loading'));
    await act(async () => fail(new Error('A0500')));
    await waitFor(() => expect(createButton().className).not.toContain('ant-btn-loading'));
    expect(onClose).not.toHaveBeenCalled();
    expect(linkInput()).toBeNull();
    await act(async () => {
      fireEvent.click(createButton());
    });
    expect(createLink).toHaveBeenLastCalledWith(0);
    await waitFor(() => expect(linkInput()?.value).toBe('https://portal.test/s/second'));
  });

  it('forgets the link when the audience changes, and ignores a late answer for the old one', async () => {
    let answer!: (link: string) => void;
    const createLink = vi
      .fn<CreateLink>()
      .mockResolvedValueOnce('https://portal.test/s/open')
      .mockImplementationOnce(() => new Promise<string>((resolve) => (answer = resolve)));
    renderDialog(createLink);
    await act(async () => {
      fireEvent.click(createButton());
    });
    await waitFor(() => expect(linkInput()).not.toBeNull());
    fireEvent.click(screen.getByRole('radio', { name: 'Only signed-in users' }));
    expect(linkInput()).toBeNull();

    fireEvent.click(createButton());
    fireEvent.click(screen.getByRole('radio', { name: 'Anyone with the link, valid for 7 days' }));
    await act(async () => answer('https://portal.test/s/stale'));
    expect(linkInput()).toBeNull();
    expect(createButton().className).not.toContain('ant-btn-loading');
  });

  it('copies the link and says so', async () => {
    const writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
    stubClipboard(writeText);
    renderDialog(vi.fn<CreateLink>().mockResolvedValue('https://portal.test/s/abc'));
    await act(async () => {
      fireEvent.click(createButton());
    });
    await waitFor(() => expect(linkInput()).not.toBeNull());
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    });
    expect(writeText).toHaveBeenCalledWith('https://portal.test/s/abc');
    expect(await screen.findByText('Link copied')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('selects the link and asks for Ctrl+C when copying fails', async () => {
    stubClipboard(() => Promise.reject(new Error('denied')));
    renderDialog(vi.fn<CreateLink>().mockResolvedValue('https://portal.test/s/abc'));
    await act(async () => {
      fireEvent.click(createButton());
    });
    await waitFor(() => expect(linkInput()).not.toBeNull());
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    });
    expect(screen.getByRole('status').textContent).toBe(
      'Copy failed. The link is selected: press Ctrl+C to copy it.',
    );
    const input = linkInput();
    expect(document.activeElement).toBe(input);
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, input.value.length]);
  });
});
