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
                {/* Who wrote it, then the side in the page's language; the system has no name. */}
                {m.author !== 'system' && m.authorName ? (
                  <>
                    <strong>{m.authorName}</strong>
                    <span className="wo-message-role">{t(`author.${m.author}`)}</span>
                  </>
                ) : (
                  <strong>{t(`author.${m.author}`)}</strong>
                )}
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
