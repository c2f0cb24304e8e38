import { Link } from 'react-router';
import { Empty, Select, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/query-error';
import { useDeviceApplicable } from '../api/get-device-applicable';
import { useProductGroups } from '../api/get-product-groups';
import { SolutionCard } from './solution-card';

interface Props {
  productId: number | null;
  onChange: (productId: number | null) => void;
}

/**
 * Tab 2 of the solution centre, the device-applicable query: choose a model (from the list or the
 * model cards) and see the cases that use it and the market apps adapted to it.
 */
export function DeviceSolutions({ productId, onChange }: Props) {
  const { t } = useTranslation('catalogue');
  const groups = useProductGroups();
  const result = useDeviceApplicable(productId);
  const chosen = groups.data
    ?.flatMap((group) => group.products)
    .find((product) => product.id === productId);

  let body;
  if (productId === null) {
    body = groups.isPending ? (
      <Skeleton active paragraph={{ rows: 6 }} />
    ) : groups.isError ? (
      <QueryError error={groups.error} onRetry={() => void groups.refetch()} />
    ) : (
      <>
        <p className="section-intro">
          {t('device.intro')}{' '}
          <Link to="/modelSelection" className="dev-intro-link">
            {t('device.toModelSelection')}
          </Link>
        </p>
        {groups.data.map((group) => (
          <section key={group.id} className="dev-group" aria-labelledby={`dev-group-${group.id}`}>
            <h2 id={`dev-group-${group.id}`}>{group.name}</h2>
            <ul className="dev-models">
              {group.products.map((product) => (
                <li key={product.id}>
                  <button type="button" className="dev-model" onClick={() => onChange(product.id)}>
                    <img src={product.image} alt="" width={96} height={96} loading="lazy" />
                    <span className="dev-model-name">{product.model}</span>{' '}
                    <span className="dev-model-text">{product.name}</span>
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </>
    );
  } else if (result.isPending) {
    body = <Skeleton active paragraph={{ rows: 8 }} />;
  } else if (result.isError) {
    body = <QueryError error={result.error} onRetry={() => void result.refetch()} />;
  } else {
    const data = result.data;
    body = (
      <>
        <div className="dev-chosen">
          {chosen && <img src={chosen.image} alt="" width={120} height={120} />}
          <div>
            <h2 className="dev-chosen-title">
              {data.product.model} · {data.product.name}
            </h2>
            {chosen && <p className="muted">{chosen.summary}</p>}
          </div>
        </div>
        <section aria-labelledby="dev-cases-title" className="dev-section">
          <h3 id="dev-cases-title">{t('device.cases', { count: data.cases.length })}</h3>
          {data.cases.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('device.noCases')} />
          ) : (
            <ul className="sol-cards">
              {data.cases.map((item) => (
                <SolutionCard key={item.id} item={item} level={4} />
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="dev-apps-title" className="dev-section">
          <h3 id="dev-apps-title">{t('device.apps', { count: data.apps.length })}</h3>
          {data.apps.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('device.noApps')} />
          ) : (
            <ul className="dev-apps">
              {data.apps.map((app) => (
                <li key={app.id}>
                  <Link to={`/marketplace?appId=${app.id}`} className="dev-app">
                    <img src={app.icon} alt="" width={40} height={40} loading="lazy" />
                    <span>
                      {app.name}
                      <span className="muted dev-app-version">{app.versionName}</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
      </>
    );
  }

  return (
    <>
      <div className="filter-bar" role="search">
        <Select
          className="filter-select dev-select"
          aria-label={t('device.choose')}
          placeholder={t('device.choosePlaceholder')}
          allowClear
          showSearch
          optionFilterProp="label"
          loading={groups.isPending}
          value={productId ?? undefined}
          onChange={(value?: number) => onChange(value ?? null)}
          options={(groups.data ?? []).map((group) => ({
            label: group.name,
            title: group.name,
            options: group.products.map((product) => ({
              value: product.id,
              label: `${product.model} · ${product.name}`,
            })),
          }))}
        />
      </div>
      {body}
    </>
  );
}
