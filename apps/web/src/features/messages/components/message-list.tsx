import { useState } from 'react';
import { Link } from 'react-router';
import { Button, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@seuiot/contract';
import { LoadError } from '../../../components/load-error';
import { Pager } from '../../../components/pager';
import { formatDate } from '../../../lib/format-date';
import { useLang } from '../../../lib/i18n';
import { useMessages, type MessageFilter, type MessageItem } from '../api/get-messages';
import { useUnreadCount } from '../api/get-unread-count';
import { useMarkRead } from '../api/update-msg-state';
import '../messages.css';

/** Known types have their own label and colour (contract MESSAGE_TYPES); others read "system". */
const KNOWN_TYPES = new Set([1, 2, 3, 4, 5]);
const typeOf = (type: number) => (KNOWN_TYPES.has(type) ? type : 1);

function MessageRow({
  message,
  open,
  onToggle,
}: {
  message: MessageItem;
  open: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation('messages');
  const lang = useLang();
  const unread = message.state === 0;
  const bodyId = `message-body-${message.id}`;
  return (
    <li className={unread ? 'msg-item is-unread' : 'msg-item'}>
      <button
        type="button"
        className="msg-head"
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={onToggle}
      >
        <span className="msg-dot" aria-hidden="true" />
        <span className="msg-title">
          {unread && <span className="visually-hidden">{t('unreadMark')} </span>}
          {message.title}
        </span>
        <span className="msg-meta">
          <span className={`msg-tag msg-tag-${typeOf(message.type)}`}>
            {t(`type.${typeOf(message.type)}`)}
          </span>
          <time dateTime={message.createTime}>{formatDate(message.createTime, lang, true)}</time>
        </span>
      </button>
      <div id={bodyId} className="msg-body" hidden={!open}>
        {open && <p>{message.content}</p>}
        {/* A message about something of mine (a work order) links to it (decision 0016). */}
        {open && message.link && message.link.startsWith('/') && (
          <p>
            <Link to={message.link} className="msg-link">
              {t('openLink')}
            </Link>
          </p>
        )}
      </div>
    </li>
  );
}

/**
 * My messages (spec 2.1 /news and the personal center's menuIndex 6): all or only the unread,
 * newest first, a page at a time from the server. Opening a message shows its content and marks
 * it read; "mark all as read" does it for every message of mine.
 */
export default function MessageList() {
  const { t } = useTranslation('messages');
  const [filter, setFilter] = useState<MessageFilter>('all');
  const [pageNum, setPageNum] = useState<number>(LIMITS.firstPage);
  const [openId, setOpenId] = useState<number | null>(null);
  const messages = useMessages(filter, pageNum);
  const unread = useUnreadCount({ enabled: true });
  const markRead = useMarkRead();
  const unreadCount = typeof unread.data === 'number' ? unread.data : null;

  const choose = (next: MessageFilter) => {
    setFilter(next);
    setPageNum(LIMITS.firstPage);
    setOpenId(null);
  };
  const toggle = (m: MessageItem) => {
    setOpenId((current) => (current === m.id ? null : m.id));
    if (m.state === 0 && !markRead.isPending) markRead.mutate({ id: m.id });
  };

  const page = messages.data;
  let body;
  if (messages.isError && !page) {
    body = <LoadError error={messages.error} onRetry={() => void messages.refetch()} />;
  } else if (!page) {
    body = <Skeleton active paragraph={{ rows: 6 }} />;
  } else if (page.list.length === 0) {
    body = <p className="msg-empty">{filter === 'unread' ? t('emptyUnread') : t('empty')}</p>;
  } else {
    body = (
      <>
        <ul
          className="msg-list"
          aria-label={filter === 'unread' ? t('filter.unread') : t('filter.all')}
          aria-busy={messages.isPlaceholderData && messages.isFetching}
        >
          {page.list.map((m) => (
            <MessageRow key={m.id} message={m} open={openId === m.id} onToggle={() => toggle(m)} />
          ))}
        </ul>
        <Pager
          current={page.pageNum}
          pageSize={page.pageSize}
          total={page.total}
          onChange={(next) => {
            setPageNum(next);
            setOpenId(null);
          }}
          totalText={t('total', { count: page.total })}
        />
      </>
    );
  }

  return (
    <div className="msg">
      <div className="msg-toolbar">
        <div className="msg-filters" role="group" aria-label={t('filter.label')}>
          {(['all', 'unread'] as const).map((f) => (
            <button
              key={f}
              type="button"
              className={filter === f ? 'msg-filter is-current' : 'msg-filter'}
              aria-pressed={filter === f}
              onClick={() => choose(f)}
            >
              {t(`filter.${f}`)}
              {f === 'unread' && unreadCount !== null && unreadCount > 0 && ' '}
              {f === 'unread' && unreadCount !== null && unreadCount > 0 && (
                <span className="msg-filter-count">
                  {unreadCount > LIMITS.unreadBadgeMax ? `${LIMITS.unreadBadgeMax}+` : unreadCount}
                </span>
              )}
            </button>
          ))}
        </div>
        <Button
          onClick={() => markRead.mutate({ all: 1 })}
          // Not antd's `loading`: its spinner joins the button's accessible name while it fades.
          disabled={unreadCount === 0 || markRead.isPending}
        >
          {t('markAllRead')}
        </Button>
      </div>
      {body}
    </div>
  );
}
