import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { readId, readPage, withParams } from '../../../lib/search-params';
import { readTabIndex } from '../../../lib/tab-index';
import { LightTabs } from '../../../components/light-tabs';
import { AdaptationQuery } from '../components/adaptation-query';
import { AppDetailHost } from '../components/app-detail-host';
import { MarketApps, type MarketFilters } from '../components/market-apps';
import { isChargeType } from '../charge-types';
import '../../../components/list-page.css';
import '../marketplace.css';

const TABS = [1, 2] as const;

/**
 * /marketplace: the app market. `tabIndex` picks the tab (1 apps, 2 adaptation query; spec 2.3
 * footer links); filters, page and the open app (`appId`) are in the address.
 */
export default function MarketplacePage() {
  const { t } = useTranslation('catalogue');
  const [params, setParams] = useSearchParams();
  const tab = readTabIndex(params.get('tabIndex'), TABS);
  const pageNum = readPage(params.get('pageNum'));
  const charge = params.get('chargeType');
  const filters: MarketFilters = {
    pageNum,
    keyword: params.get('keyword') ?? '',
    classificationId: readId(params.get('classificationId')),
    chargeType: isChargeType(charge) ? charge : null,
  };
  const update = (changes: Record<string, string | number | null | undefined>) =>
    setParams(withParams(params, changes));

  return (
    <div className="page">
      <div className="page-heading-row">
        <h1>{t('market.title')}</h1>
        <nav className="mk-related" aria-label={t('market.related')}>
          <Link to="/ecology">{t('ecology.title')}</Link>
          <Link to="/checkingData">{t('checking.title')}</Link>
        </nav>
      </div>
      <LightTabs
        activeKey={String(tab)}
        onChange={(key) => setParams(new URLSearchParams({ tabIndex: key }))}
        items={[
          {
            key: '1',
            label: t('market.tabApps'),
            children: <MarketApps filters={filters} onChange={update} />,
          },
          {
            key: '2',
            label: t('market.tabAdaptation'),
            children: (
              <AdaptationQuery
                productId={readId(params.get('productId'))}
                pageNum={pageNum}
                onChange={update}
              />
            ),
          },
        ]}
      />
      <AppDetailHost />
    </div>
  );
}
