import { useSearchParams } from 'react-router';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { readTabIndex } from '../../../lib/tab-index';
import { ContactPanel } from '../components/contact-panel';
import { FaqTab } from '../components/faq-tab';
import '../../../components/list-page.css';
import '../support.css';

const TABS = [1, 2] as const;

/**
 * /support (public), `tabIndex` 1 or 2 (anything else is 1): 1 the FAQ; 2 contacting support. Submitting a service
 * work order online is a later issue; until then tab 2 gives the edition's support contact.
 */
export default function SupportPage() {
  const { t } = useTranslation('support');
  const [params, setParams] = useSearchParams();
  const tab = readTabIndex(params.get('tabIndex'), TABS);
  return (
    <div className="page support-page">
      <h1>{t('title')}</h1>
      <Tabs
        activeKey={String(tab)}
        onChange={(key) => setParams(new URLSearchParams({ tabIndex: key }))}
        items={[
          { key: '1', label: t('tabs.faq'), children: tab === 1 ? <FaqTab /> : null },
          { key: '2', label: t('tabs.contact'), children: tab === 2 ? <ContactPanel /> : null },
        ]}
      />
    </div>
  );
}
