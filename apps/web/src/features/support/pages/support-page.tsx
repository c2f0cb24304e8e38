import { Suspense, type ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import { Skeleton, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { readTabIndex } from '../../../lib/tab-index';
import { ContactPanel } from '../components/contact-panel';
import { FaqTab } from '../components/faq-tab';
import '../../../components/list-page.css';
import '../support.css';

const TABS = [1, 2] as const;

interface Props {
  /**
   * Tab 2's work-order form, the orders feature's; the app passes it in (features do not import
   * each other). Without it tab 2 gives the edition's support contact only.
   */
  orderSection?: ComponentType;
}

/**
 * /support (public), `tabIndex` 1 or 2 (anything else is 1): 1 the FAQ; 2 the service work order
 * (spec 2.7), with the edition's support contact beside it.
 */
export default function SupportPage({ orderSection: OrderSection }: Props) {
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
          {
            key: '2',
            label: t('tabs.contact'),
            children:
              tab !== 2 ? null : OrderSection ? (
                <div className="support-order">
                  <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} />}>
                    <OrderSection />
                  </Suspense>
                  <ContactPanel compact />
                </div>
              ) : (
                <ContactPanel />
              ),
          },
        ]}
      />
    </div>
  );
}
