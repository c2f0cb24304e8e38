import { useTranslation } from 'react-i18next';
import MessageList from '../components/message-list';

/** /news (login required, spec 2.1): my messages. */
export default function MessagesPage() {
  const { t } = useTranslation('messages');
  return (
    <div className="page msg-page">
      <h1 className="msg-page-title">{t('title')}</h1>
      <section className="msg-page-body">
        <MessageList />
      </section>
    </div>
  );
}
