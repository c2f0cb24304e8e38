import type { Lang, Message, MessageListQuery, Page, UpdateMsgState } from '@seuiot/contract';
import type { Db } from '../../db/kysely.js';
import { pagedList } from '../../db/paging.js';
import { AppError } from '../../http/app-error.js';
import { iso, pick } from '../../lib/text.js';
import { insertMessage, MessagesRepo, type NewMessage } from './messages.repo.js';

/** The bilingual texts of the messages other modules write (with `write`, in their transaction). */
export {
  accountApproved,
  appReviewed,
  certificationReviewed,
  developerReviewed,
  devicesGranted,
  orderAutoCloseSoon,
  orderClosed,
  orderReplied,
  reviewerReplied,
  reviewReopened,
  REOPENED_NAMES,
  versionReviewed,
  type ReviewOutcome,
} from './message-texts.js';
export type { NewMessage } from './messages.repo.js';

/**
 * My messages: the list, the unread count, marking read (only ever the caller's own); and writing
 * the messages other modules send when something a customer waits for changes.
 */
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
          link: r.link,
        })),
    );
  }

  /** Marks one message (A0078 when it is not the caller's) or all of them read; the new count. */
  async markRead(userId: number, p: UpdateMsgState): Promise<number> {
    if (p.all === 1) {
      await this.repo.markAllRead(userId);
      return this.repo.unreadCount(userId);
    }
    const unread = p.id === undefined ? null : await this.repo.markRead(userId, p.id);
    if (unread === null) throw new AppError('A0078');
    return unread;
  }

  /** The service on a database, for the modules and commands that write messages. */
  static on(db: Db): MessagesService {
    return new MessagesService(new MessagesRepo(db));
  }

  /**
   * Writes one unread message (texts in both languages: message-texts.ts) on the connection given:
   * pass the transaction of the change it reports, so both land together or neither does.
   */
  write(db: Db, m: NewMessage): Promise<void> {
    return insertMessage(db, m);
  }
}
