import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Button, Form } from 'antd';
import { CONSOLE_CONTENT_PATHS } from '@seuiot/contract';
import { fetchAnswering, renderWithClient, useLang } from '../../lib/test-utils';
import { NoticeEditor, type NoticeForm } from './notice-editor';
import NoticesPage from './notices-page';

beforeAll(() => useLang('en'));
afterEach(() => vi.unstubAllGlobals());

function Editor({ onFinish }: { onFinish: (v: NoticeForm) => void }) {
  const [form] = Form.useForm<NoticeForm>();
  return (
    <>
      <NoticeEditor form={form} onFinish={onFinish} />
      <Button onClick={() => form.submit()}>Submit</Button>
    </>
  );
}

describe('content screens', () => {
  it('will not save a notice until both languages have a title and a text', async () => {
    const save = vi.fn();
    renderWithClient(<Editor onFinish={save} />);
    const [title] = screen.getAllByLabelText('Title');
    const [text] = screen.getAllByLabelText('Text');
    fireEvent.change(title!, { target: { value: '公告' } });
    fireEvent.change(text!, { target: { value: '正文' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      (await screen.findAllByText('Required in this language', {}, { timeout: 5000 })).length,
    ).toBe(2);
    expect(save).not.toHaveBeenCalled();
    const titles = screen.getAllByLabelText('Title');
    const texts = screen.getAllByLabelText('Text');
    fireEvent.change(titles[1]!, { target: { value: 'Notice' } });
    fireEvent.change(texts[1]!, { target: { value: 'Body' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(save).toHaveBeenCalledWith({
        titleZh: '公告',
        contentZh: '正文',
        titleEn: 'Notice',
        contentEn: 'Body',
      }),
    );
  });

  it('lists notices with their state and offers only the moves the state allows', async () => {
    const notice = {
      titleZh: '公告',
      titleEn: 'Planned maintenance',
      contentZh: '正文',
      contentEn: 'Body',
      publishTime: '2026-12-03T08:00:00.000Z',
      createdAt: '2026-12-03T08:00:00.000Z',
    };
    const f = fetchAnswering(
      {
        rescode: 200,
        msg: 'success',
        data: { scheduledNotices: 1, awaitingGrants: null, oldestAwaitingSince: null },
      },
      {
        rescode: 200,
        msg: 'success',
        data: {
          list: [
            { ...notice, id: 1, state: 'published' },
            { ...notice, id: 2, state: 'draft', titleEn: 'Draft one' },
          ],
          total: 2,
          pageNum: 1,
          pageSize: 10,
        },
      },
    );
    vi.stubGlobal('fetch', f.fn);
    renderWithClient(<NoticesPage />);
    expect(await screen.findByText('Planned maintenance')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Withdraw Planned maintenance' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Publish now Planned maintenance' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Publish now Draft one' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Withdraw Draft one' })).toBeNull();
    // Only a draft, never shown on the portal, may be deleted.
    expect(screen.getByRole('button', { name: 'Delete Draft one' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete Planned maintenance' })).toBeNull();
    expect(f.calls.map((c) => c.url)).toContain(
      `/api${CONSOLE_CONTENT_PATHS.notices.path}?pageNum=1&pageSize=10`,
    );
  });
});
