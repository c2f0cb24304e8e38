import { useSearchParams } from 'react-router';
import { Empty, Select, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/query-error';
import { readId, withParams } from '../../../lib/search-params';
import { useTestPackages } from '../api/get-test-packages';
import type { TestPackage } from '../types';
import { useClientPages } from './client-pages';
import { ResourceCard } from './resource-card';

function TestPackageCards({ items }: { items: readonly TestPackage[] }) {
  const { rows, pager } = useClientPages(items);
  return (
    <>
      {rows.map((item) => (
        <ResourceCard
          key={item.id}
          id={item.id}
          name={item.name}
          version={item.version}
          model={item.product?.model ?? null}
          description={item.description}
          updateTime={item.updateTime}
          files={item.files}
        />
      ))}
      {pager}
    </>
  );
}

/**
 * Test packages (menuIndex 2-4), optionally of one model (`productId`). The model choices are the
 * models the unfiltered list mentions.
 */
export function TestPackageSection() {
  const { t } = useTranslation('developer');
  const [params, setParams] = useSearchParams();
  const productId = readId(params.get('productId'));
  const all = useTestPackages(null);
  const query = useTestPackages(productId);

  const models = new Map<number, string>();
  for (const item of all.data ?? [])
    if (item.product) models.set(item.product.id, item.product.model);

  let body;
  if (query.isPending) body = <Skeleton active paragraph={{ rows: 8 }} />;
  else if (query.isError)
    body = <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  else if (query.data.length === 0)
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('test.empty')} />;
  else body = <TestPackageCards items={query.data} />;

  return (
    <section aria-labelledby="developer-section-title">
      <h2 id="developer-section-title">{t('menu.testPackages')}</h2>
      <p className="section-intro">{t('test.intro')}</p>
      {models.size > 0 && (
        <div className="filter-bar">
          <Select
            className="filter-select"
            aria-label={t('modelFilter')}
            value={productId ?? 0}
            onChange={(value: number) =>
              setParams(withParams(params, { productId: value || null, pageNum: null }))
            }
            options={[
              { value: 0, label: t('allModels') },
              ...[...models].map(([id, model]) => ({ value: id, label: model })),
            ]}
          />
        </div>
      )}
      {body}
    </section>
  );
}
