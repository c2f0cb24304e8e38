import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@seuiot/contract';
import { LatestNotices } from '../../features/notices/components/latest-notices';
import { NoticeList } from '../../features/notices/components/notice-list';

/** The notice list and the latest notices: the home page's last block (its own chunk). */
export default function HomeNotices() {
  const { t } = useTranslation('layout');
  const [pageNum, setPageNum] = useState<number>(LIMITS.firstPage);
  return (
    <div className="home-grid">
      <section className="panel" aria-labelledby="home-notices-title">
        <h2 id="home-notices-title">{t('home.notices')}</h2>
        <NoticeList pageNum={pageNum} onPageChange={setPageNum} labelledBy="home-notices-title" />
      </section>
      <LatestNotices />
    </div>
  );
}
