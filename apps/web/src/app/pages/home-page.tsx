import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { HomeBanners } from '../../features/workbench/components/home-banners';
import { MyDataTiles, SignInPrompt, ToolLinks } from '../../features/workbench/components/my-data';
import { PlatformList } from '../../features/workbench/components/platform-list';
import { useSignedIn } from '../../lib/session';
import '../../features/workbench/workbench.css';

// Below the first screen: separate chunks, so the first visit downloads only what it shows first.
const WorkbenchMore = lazy(() => import('../../features/workbench/components/workbench-more'));
const HomeNotices = lazy(() => import('./home-notices'));

/**
 * `/`: the workbench (spec 2.7): banners, my data (or a sign-in prompt), my management systems,
 * then my developed apps, recommended cases and apps, frequent questions and the notices.
 */
export default function HomePage() {
  const { t } = useTranslation('workbench');
  const username = useSignedIn();
  return (
    <div className="page workbench">
      <HomeBanners />
      <section className="panel wb-section" aria-labelledby="wb-my-data-title">
        <h1 className="wb-page-title">{t('title')}</h1>
        <h2 id="wb-my-data-title">{t('myData.title')}</h2>
        {username !== null ? (
          <>
            <MyDataTiles username={username} />
            <ToolLinks />
          </>
        ) : (
          <SignInPrompt />
        )}
      </section>
      <PlatformList username={username} />
      <Suspense fallback={<div className="wb-lazy-placeholder" />}>
        <WorkbenchMore username={username} />
      </Suspense>
      <Suspense fallback={<div className="wb-lazy-placeholder" />}>
        <HomeNotices />
      </Suspense>
    </div>
  );
}
