import { useSearchParams } from 'react-router';
import { Empty, Select, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/query-error';
import { readId, withParams } from '../../../lib/search-params';
import { useSdkList } from '../api/get-sdk-list';
import { useSdkModelList } from '../api/get-sdk-model-list';
import { useSdkProducts } from '../api/get-sdk-products';
import type { Sdk } from '../types';
import { useClientPages } from './client-pages';
import { ResourceCard } from './resource-card';

function SdkCards({ sdks }: { sdks: readonly Sdk[] }) {
  const { rows, pager } = useClientPages(sdks);
  return (
    <>
      {rows.map((sdk) => (
        <ResourceCard
          key={sdk.id}
          id={sdk.id}
          name={sdk.name}
          version={sdk.version}
          model={sdk.product?.model ?? null}
          description={sdk.description}
          updateTime={sdk.updateTime}
          files={sdk.files}
          withParameters
        />
      ))}
      {pager}
    </>
  );
}

/** General SDKs (menuIndex 2-2). */
export function SdkGeneralSection() {
  const { t } = useTranslation('developer');
  const query = useSdkList();
  let body;
  if (query.isPending) body = <Skeleton active paragraph={{ rows: 8 }} />;
  else if (query.isError)
    body = <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  else if (query.data.length === 0)
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('sdk.empty')} />;
  else body = <SdkCards sdks={query.data} />;
  return (
    <section aria-labelledby="developer-section-title">
      <h2 id="developer-section-title">{t('menu.sdkGeneral')}</h2>
      <p className="section-intro">{t('sdk.generalIntro')}</p>
      {body}
    </section>
  );
}

/** Model-specific SDKs (menuIndex 2-3): pick a model (`productId`), the first by default. */
export function SdkModelSection() {
  const { t } = useTranslation('developer');
  const [params, setParams] = useSearchParams();
  const products = useSdkProducts();
  const wanted = readId(params.get('productId'));
  const list = products.data ?? [];
  const product = list.find((item) => item.id === wanted) ?? list[0] ?? null;
  const query = useSdkModelList(product?.id ?? null);

  let body;
  if (products.isPending || (product !== null && query.isPending))
    body = <Skeleton active paragraph={{ rows: 8 }} />;
  else if (products.isError)
    body = <QueryError error={products.error} onRetry={() => void products.refetch()} />;
  else if (product === null)
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('sdk.noModels')} />;
  else if (query.isError)
    body = <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  else if (!query.data || query.data.length === 0)
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('sdk.emptyModel')} />;
  else body = <SdkCards sdks={query.data} />;

  return (
    <section aria-labelledby="developer-section-title">
      <h2 id="developer-section-title">{t('menu.sdkModel')}</h2>
      {list.length > 0 && (
        <div className="filter-bar">
          <Select
            className="filter-select"
            aria-label={t('modelFilter')}
            value={product?.id}
            onChange={(value: number) =>
              setParams(withParams(params, { productId: value, pageNum: null }))
            }
            options={list.map((item) => ({
              value: item.id,
              label: `${item.model} · ${item.name}`,
            }))}
          />
        </div>
      )}
      {body}
    </section>
  );
}
