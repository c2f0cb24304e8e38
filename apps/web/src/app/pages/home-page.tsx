import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@seuiot/contract';
import { LatestNotices } from '../../features/notices/components/latest-notices';
import { NoticeList } from '../../features/notices/components/notice-list';

/**
 * `/`: the home page. For now it hosts the notice list and the latest notices; the workbench
 * sections (spec 2.7) join here as they are built, each from its own feature.
 */
export default function HomePage() {
  const { t } = useTranslation('layout');
  const [pageNum, setPageNum] = useState<number>(LIMITS.firstPage);
  return (
    <div className="page">
      <section className="home-hero" aria-labelledby="home-title">
        <h1 id="home-title">{t('home.title')}</h1>
        <p>{t('home.subtitle')}</p>
      </section>
      <div className="home-grid">
        <section className="panel" aria-labelledby="home-notices-title">
          <h2 id="home-notices-title">{t('home.notices')}</h2>
          <NoticeList pageNum={pageNum} onPageChange={setPageNum} labelledBy="home-notices-title" />
        </section>
        <LatestNotices />
      </div>
    </div>
  );
}
