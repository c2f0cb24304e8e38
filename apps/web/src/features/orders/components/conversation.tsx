import { useTranslation } from 'react-i18next';
import type { OrderMessage } from '@seuiot/contract';
import { formatDate } from '../../../lib/format-date';
import { useLang } from '../../../lib/i18n';
import { AttachmentLinks } from './attachment-links';

/** The whole conversation of an order, oldest first, as the server answers it. */
export function Conversation({ messages }: { messages: OrderMessage[] }) {
  const { t } = useTranslation('orders');
  const lang = useLang();
  return (
    <section className="wo-conversation" aria-labelledby="wo-conversation-title">
      <h3 id="wo-conversation-title">{t('detail.conversation')}</h3>
      {messages.length === 0 ? (
        <p className="wo-hint">{t('detail.noMessages')}</p>
      ) : (
        <ol className="wo-messages">
          {messages.map((m) => (
            <li key={m.id} className={`wo-message wo-message-${m.author}`}>
              <p className="wo-message-head">
                <strong>{m.authorName || t(`author.${m.author}`)}</strong>
                <span className="wo-message-role">{t(`author.${m.author}`)}</span>
                <time dateTime={m.createTime}>{formatDate(m.createTime, lang, true)}</time>
              </p>
              <p className="wo-message-text">{m.content}</p>
              <AttachmentLinks files={m.attachments} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
