import { useSearchParams } from 'react-router';
import { Empty, Select, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/query-error';
import { readId, withParams } from '../../../lib/search-params';
import { useSdkList } from '../api/get-sdk-list';
import { useSdkModelList } from '../api/get-sdk-model-list';
import { useSdkProducts } from '../api/get-sdk-products';
import type { Sdk } from '../types';
import { PagedList, usePageParam } from './paged-list';
import { ResourceCard } from './resource-card';

function SdkCard({ sdk }: { sdk: Sdk }) {
  return (
    <ResourceCard
      id={sdk.id}
      name={sdk.name}
      version={sdk.version}
      model={sdk.product?.model ?? null}
      description={sdk.description}
      updateTime={sdk.updateTime}
      files={sdk.files}
      withParameters
    />
  );
}

/** General SDKs (menuIndex 2-2), a page at a time. */
export function SdkGeneralSection() {
  const { t } = useTranslation('developer');
  const { pageNum, pageSize } = usePageParam();
  const query = useSdkList({ pageNum, pageSize });
  return (
    <section aria-labelledby="developer-section-title">
      <h2 id="developer-section-title">{t('menu.sdkGeneral')}</h2>
      <p className="section-intro">{t('sdk.generalIntro')}</p>
      <PagedList query={query} emptyText={t('sdk.empty')}>
        {(sdk) => <SdkCard key={sdk.id} sdk={sdk} />}
      </PagedList>
    </section>
  );
}

/** Model-specific SDKs (menuIndex 2-3): pick a model (`productId`), the first by default. */
export function SdkModelSection() {
  const { t } = useTranslation('developer');
  const [params, setParams] = useSearchParams();
  const { pageNum, pageSize } = usePageParam();
  const products = useSdkProducts();
  const wanted = readId(params.get('productId'));
  const list = products.data ?? [];
  const product = list.find((item) => item.id === wanted) ?? list[0] ?? null;
  const query = useSdkModelList({ productId: product?.id, pageNum, pageSize });

  let body;
  if (products.isPending) body = <Skeleton active paragraph={{ rows: 8 }} />;
  else if (products.isError)
    body = <QueryError error={products.error} onRetry={() => void products.refetch()} />;
  else if (product === null)
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('sdk.noModels')} />;
  else
    body = (
      <PagedList query={query} emptyText={t('sdk.emptyModel')}>
        {(sdk) => <SdkCard key={sdk.id} sdk={sdk} />}
      </PagedList>
    );

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
