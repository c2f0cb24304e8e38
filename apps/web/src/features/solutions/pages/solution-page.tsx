import { useSearchParams } from 'react-router';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { readId, readPage, withParams } from '../../../lib/search-params';
import { readTabIndex } from '../../../lib/tab-index';
import { DeviceSolutions } from '../components/device-solutions';
import { SolutionQuery, type SolutionFilters } from '../components/solution-query';
import '../../../components/list-page.css';
import '../solutions.css';

const TABS = [1, 2] as const;

/**
 * /solution: the solution centre. `tabIndex` picks the tab (1 solution query, 2 device-applicable
 * query; spec 2.3 footer links); the filters and the page are in the address too, so a list can be
 * shared and Back returns to it. Switching tabs starts the other tab afresh.
 */
export default function SolutionPage() {
  const { t } = useTranslation('catalogue');
  const [params, setParams] = useSearchParams();
  const tab = readTabIndex(params.get('tabIndex'), TABS);
  const filters: SolutionFilters = {
    pageNum: readPage(params.get('pageNum')),
    keyword: params.get('keyword') ?? '',
    industryId: readId(params.get('industryId')),
    productId: readId(params.get('productId')),
  };

  const update = (changes: Partial<SolutionFilters>) => setParams(withParams(params, changes));

  return (
    <div className="page">
      <h1>{t('solution.title')}</h1>
      <Tabs
        activeKey={String(tab)}
        onChange={(key) => setParams(new URLSearchParams({ tabIndex: key }))}
        destroyOnHidden
        items={[
          {
            key: '1',
            label: t('solution.tabQuery'),
            children: <SolutionQuery filters={filters} onChange={update} />,
          },
          {
            key: '2',
            label: t('solution.tabDevice'),
            children: (
              <DeviceSolutions
                productId={filters.productId}
                onChange={(productId) => update({ productId })}
              />
            ),
          },
        ]}
      />
    </div>
  );
}
