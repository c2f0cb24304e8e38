import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import type { OrderMessage } from '@seuiot/contract';
import { Providers } from '../../../components/providers';
import { initI18n, loadNamespaces } from '../../../lib/i18n';
import { Conversation } from './conversation';

const at = new Date(Date.UTC(2026, 10, 20, 8)).toISOString();
const MESSAGES: OrderMessage[] = [
  {
    id: 1,
    author: 'staff',
    authorName: 'wang.lei',
    content: '请上传日志。',
    createTime: at,
    attachments: [],
  },
  {
    id: 2,
    author: 'system',
    authorName: 'system',
    content: '工单已自动关闭。',
    createTime: at,
    attachments: [],
  },
];

/** Each entry's head: the writer's name and the side, in the page's language (decision 0059). */
describe('the conversation of an order', () => {
  beforeAll(async () => {
    await initI18n('zh');
    await loadNamespaces(['orders'], 'zh');
  });

  it('labels the staff side in the page language after the name, and the system by its label only', () => {
    render(
      <Providers>
        <Conversation messages={MESSAGES} />
      </Providers>,
    );
    const [staff, system] = screen.getAllByRole('listitem');
    expect(within(staff!).getByText('wang.lei')).toBeTruthy();
    expect(within(staff!).getByText('技术支持')).toBeTruthy();
    expect(within(system!).getByText('系统')).toBeTruthy();
    // The stored author name of a system entry is a code, never shown.
    expect(within(system!).queryByText('system')).toBeNull();
  });
});
