import type { Lang, Message, MessageListQuery, Page, UpdateMsgState } from '@seuiot/contract';
import { pagedList } from '../../db/paging.js';
import { AppError } from '../../http/app-error.js';
import { iso, pick } from '../../lib/text.js';
import type { MessagesRepo } from './messages.repo.js';

/** My messages: the list, the unread count, marking read. Only ever the caller's own. */
export class MessagesService {
  constructor(private readonly repo: MessagesRepo) {}

  unreadCount(userId: number): Promise<number> {
    return this.repo.unreadCount(userId);
  }

  async list(userId: number, q: MessageListQuery, lang: Lang): Promise<Page<Message>> {
    const filter = { state: q.state, type: q.type };
    return pagedList(
      q,
      () => this.repo.count(userId, filter),
      (window) => this.repo.page(userId, filter, window),
      (rows) =>
        rows.map((r) => ({
          id: r.id,
          type: r.type,
          title: pick(lang, r.title_zh, r.title_en),
          content: pick(lang, r.content_zh, r.content_en),
          state: r.state,
          createTime: iso(r.created_at),
        })),
    );
  }

  /** Marks one message (A0078 when it is not the caller's) or all of them read; the new count. */
  async markRead(userId: number, p: UpdateMsgState): Promise<number> {
    if (p.all === 1) await this.repo.markAllRead(userId);
    else if (p.id === undefined || !(await this.repo.markRead(userId, p.id)))
      throw new AppError('A0078');
    return this.repo.unreadCount(userId);
  }
}
