import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Empty, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AppSummary, SolutionCaseSummary } from '@seuiot/contract';
import { LoadError } from '../../../components/load-error';
import { Price } from '../../../components/price';
import { useHomeFaq } from '../api/get-home-faq';
import { useMyApps } from '../api/get-my-apps';
import { useRecommendedApps } from '../api/get-recommended-apps';
import { useRecommendedCases } from '../api/get-recommended-cases';

interface Listing<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: T[] | undefined;
  refetch: () => unknown;
}

/** Loading, failure and empty states of a block, else its items. */
function states<T>(query: Listing<T>, empty: string, render: (items: T[]) => ReactNode) {
  if (query.isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (query.isError || !query.data)
    return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />;
  return render(query.data);
}

function MyApps({ username }: { username: string }) {
  const { t } = useTranslation('workbench');
  const query = useMyApps(username);
  let body;
  if (query.isSuccess && query.data.length === 0) {
    body = (
      <div className="wb-empty-invite">
        <p>{t('myApps.empty')}</p>
        <Link to="/developer?menuIndex=1-1" className="wb-button wb-button-primary">
          {t('myApps.toDeveloper')}
        </Link>
      </div>
    );
  } else {
    body = states(query, '', (apps) => (
      <ul className="wb-my-apps">
        {apps.map((app) => (
          <li key={app.id} className="wb-my-app">
            <img src={app.icon} alt="" width={40} height={40} loading="lazy" />
            <span className="wb-my-app-name">
              {app.released ? (
                <Link to={`/marketplace?appId=${app.id}`}>{app.name}</Link>
              ) : (
                app.name
              )}
              <span className="wb-muted">{app.versionName}</span>
            </span>
            <span className={app.released ? 'wb-chip wb-chip-ok' : 'wb-chip'}>
              {t(app.released ? 'myApps.released' : 'myApps.unreleased')}
            </span>
          </li>
        ))}
      </ul>
    ));
  }
  return (
    <section className="panel wb-section" aria-labelledby="wb-my-apps-title">
      <h2 id="wb-my-apps-title">{t('myApps.title')}</h2>
      {body}
    </section>
  );
}

function CaseCard({ item }: { item: SolutionCaseSummary }) {
  const { t } = useTranslation('workbench');
  return (
    <li className="wb-card">
      <img
        className="wb-card-cover"
        src={item.cover}
        alt=""
        loading="lazy"
        width={320}
        height={180}
      />
      <div className="wb-card-body">
        <h3 className="wb-card-title">
          <Link to={`/solutionDetail?id=${item.id}`}>{item.title}</Link>
        </h3>
        <p className="wb-card-meta">
          {item.industries.map((industry) => industry.name).join(' · ')}
        </p>
        <p className="wb-card-text">{item.summary}</p>
        <p className="wb-card-price">
          <Price
            price={item.price}
            priceNote={item.priceNote}
            onRequestText={t('cases.onRequest')}
          />
        </p>
      </div>
    </li>
  );
}

function AppCard({ app }: { app: AppSummary }) {
  const { t } = useTranslation('workbench');
  return (
    <li className="wb-app">
      <img src={app.icon} alt="" width={48} height={48} loading="lazy" />
      <div>
        <h3 className="wb-card-title">
          <Link to={`/marketplace?appId=${app.id}`}>{app.name}</Link>
        </h3>
        <p className="wb-card-meta">
          {app.classification}
          <span className={app.chargeType === 'free' ? 'wb-chip wb-chip-ok' : 'wb-chip'}>
            {t(app.chargeType === 'free' ? 'apps.free' : 'apps.paid')}
          </span>
        </p>
      </div>
    </li>
  );
}

/**
 * The workbench below the first screen (its own chunk): my developed apps, recommended cases and
 * apps, and frequent questions.
 */
export default function WorkbenchMore({ username }: { username: string | null }) {
  const { t } = useTranslation('workbench');
  const cases = useRecommendedCases();
  const apps = useRecommendedApps();
  const faq = useHomeFaq();
  return (
    <>
      {username !== null && <MyApps username={username} />}
      <section className="panel wb-section" aria-labelledby="wb-cases-title">
        <div className="wb-section-head">
          <h2 id="wb-cases-title">{t('cases.title')}</h2>
          <Link to="/solution?tabIndex=1">{t('cases.more')}</Link>
        </div>
        {states(cases, t('cases.empty'), (items) => (
          <ul className="wb-cards">
            {items.map((item) => (
              <CaseCard key={item.id} item={item} />
            ))}
          </ul>
        ))}
      </section>
      <section className="panel wb-section" aria-labelledby="wb-apps-title">
        <div className="wb-section-head">
          <h2 id="wb-apps-title">{t('apps.title')}</h2>
          <Link to="/marketplace?tabIndex=1">{t('apps.more')}</Link>
        </div>
        {states(apps, t('apps.empty'), (items) => (
          <ul className="wb-apps">
            {items.map((app) => (
              <AppCard key={app.id} app={app} />
            ))}
          </ul>
        ))}
      </section>
      <section className="panel wb-section" aria-labelledby="wb-faq-title">
        <div className="wb-section-head">
          <h2 id="wb-faq-title">{t('faq.title')}</h2>
          <Link to="/support?tabIndex=1">{t('faq.more')}</Link>
        </div>
        {states(faq, t('faq.empty'), (items) => (
          <ul className="wb-faq">
            {items.map((item) => (
              <li key={item.id}>
                <details>
                  <summary>{item.name}</summary>
                  <p>{item.summary}</p>
                </details>
              </li>
            ))}
          </ul>
        ))}
      </section>
    </>
  );
}
