import { useSearchParams } from 'react-router';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { readId, withParams } from '../../../lib/search-params';
import { useTestPackages } from '../api/get-test-packages';
import { useTestProducts } from '../api/get-test-products';
import { PagedList, usePageParam } from './paged-list';
import { ResourceCard } from './resource-card';

/**
 * Test packages (menuIndex 2-4), a page at a time, optionally of one model (`productId`). The
 * model choices are the models that have a test package.
 */
export function TestPackageSection() {
  const { t } = useTranslation('developer');
  const [params, setParams] = useSearchParams();
  const productId = readId(params.get('productId'));
  const { pageNum, pageSize } = usePageParam();
  const models = useTestProducts();
  const query = useTestPackages({ productId: productId ?? undefined, pageNum, pageSize });

  return (
    <section aria-labelledby="developer-section-title">
      <h2 id="developer-section-title">{t('menu.testPackages')}</h2>
      <p className="section-intro">{t('test.intro')}</p>
      {!!models.data?.length && (
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
              ...models.data.map((model) => ({ value: model.id, label: model.model })),
            ]}
          />
        </div>
      )}
      <PagedList query={query} emptyText={t('test.empty')}>
        {(item) => (
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
        )}
      </PagedList>
    </section>
  );
}
