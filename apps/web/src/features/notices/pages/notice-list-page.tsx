import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@seuiot/contract';
import { ListSearch } from '../../../components/list-search';
import { NoticeList } from '../components/notice-list';
import '../notices.css';

function readPage(value: string | null): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed >= LIMITS.firstPage ? parsed : LIMITS.firstPage;
}

/** /notice: the full list; the page and the title search live in the URL query. */
export default function NoticeListPage() {
  const { t } = useTranslation('notices');
  const [params, setParams] = useSearchParams();
  const pageNum = readPage(params.get('pageNum'));
  const title = params.get('title') ?? '';

  const update = (next: { pageNum?: number; title?: string }) => {
    const merged = new URLSearchParams(params);
    const nextTitle = next.title ?? title;
    if (nextTitle) merged.set('title', nextTitle);
    else merged.delete('title');
    const nextPage = next.pageNum ?? pageNum;
    if (nextPage > LIMITS.firstPage) merged.set('pageNum', String(nextPage));
    else merged.delete('pageNum');
    setParams(merged);
  };

  return (
    <div className="page page-narrow">
      <h1 id="notice-list-title">{t('listTitle')}</h1>
      <div role="search" className="notice-search">
        <ListSearch
          value={title}
          onSearch={(value) => update({ title: value, pageNum: LIMITS.firstPage })}
          placeholder={t('searchPlaceholder')}
          label={t('searchLabel')}
          buttonText={t('search')}
        />
      </div>
      <NoticeList
        pageNum={pageNum}
        title={title}
        labelledBy="notice-list-title"
        onPageChange={(next) => update({ pageNum: next })}
      />
    </div>
  );
}
