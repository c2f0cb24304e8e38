import { useSearchParams } from 'react-router';
import { Empty, Select, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/query-error';
import { readId, withParams } from '../../../lib/search-params';
import { useSdkList } from '../api/get-sdk-list';
import { useSdkModelList } from '../api/get-sdk-model-list';
import { useSdkProducts } from '../api/get-sdk-products';
import { useSdkUnattached } from '../api/get-sdk-unattached';
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

/** The model filter's value for the model SDKs tied to no model (`productId=none`). */
const NO_MODEL = 'none';

/**
 * Model-specific SDKs (menuIndex 2-3): pick a model (`productId`), the first by default, or "No
 * model" (`productId=none`) for the SDKs tied to none yet, offered only when there are some (and
 * shown at once when no model has an SDK).
 */
export function SdkModelSection() {
  const { t } = useTranslation('developer');
  const [params, setParams] = useSearchParams();
  const { pageNum, pageSize } = usePageParam();
  const products = useSdkProducts();
  const wantsNone = params.get('productId') === NO_MODEL;
  const wanted = readId(params.get('productId'));
  const list = products.data ?? [];
  const unattached = useSdkUnattached({ pageNum: wantsNone ? pageNum : 1, pageSize }, wantsNone);
  const hasUnattached = (unattached.data?.total ?? 0) > 0;
  const showUnattached = hasUnattached && (wantsNone || list.length === 0);
  const product = showUnattached
    ? null
    : (list.find((item) => item.id === wanted) ?? list[0] ?? null);
  const query = useSdkModelList({ productId: product?.id, pageNum, pageSize });

  let body;
  if (products.isPending || (unattached.isPending && (wantsNone || list.length === 0)))
    body = <Skeleton active paragraph={{ rows: 8 }} />;
  else if (products.isError)
    body = <QueryError error={products.error} onRetry={() => void products.refetch()} />;
  else if (wantsNone && unattached.isError)
    body = <QueryError error={unattached.error} onRetry={() => void unattached.refetch()} />;
  else if (showUnattached)
    body = (
      <PagedList query={unattached} emptyText={t('sdk.emptyUnattached')}>
        {(sdk) => <SdkCard key={sdk.id} sdk={sdk} />}
      </PagedList>
    );
  else if (product === null)
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('sdk.noModels')} />;
  else
    body = (
      <PagedList query={query} emptyText={t('sdk.emptyModel')}>
        {(sdk) => <SdkCard key={sdk.id} sdk={sdk} />}
      </PagedList>
    );

  const options: { value: number | typeof NO_MODEL; label: string }[] = list.map((item) => ({
    value: item.id,
    label: `${item.model} · ${item.name}`,
  }));
  if (hasUnattached) options.push({ value: NO_MODEL, label: t('sdk.noModelOption') });

  return (
    <section aria-labelledby="developer-section-title">
      <h2 id="developer-section-title">{t('menu.sdkModel')}</h2>
      {options.length > 0 && (
        <div className="filter-bar">
          <Select
            className="filter-select"
            aria-label={t('modelFilter')}
            value={showUnattached ? NO_MODEL : product?.id}
            onChange={(value: number | typeof NO_MODEL) =>
              setParams(withParams(params, { productId: value, pageNum: null }))
            }
            options={options}
          />
        </div>
      )}
      {body}
    </section>
  );
}
