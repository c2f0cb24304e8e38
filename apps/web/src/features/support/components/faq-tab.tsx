import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Empty, Pagination, Skeleton, Spin } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@seuiot/contract';
import { ListSearch } from '../../../components/list-search';
import { QueryError } from '../../../components/query-error';
import { readPage, withParams } from '../../../lib/search-params';
import { useSignedIn } from '../../../lib/session';
import { useFaqList } from '../api/get-faq-list';
import { useHotQuestions } from '../api/get-hot-questions';
import { SEARCH_HISTORY_KEY } from '../api/get-search-history';
import { ContactPanel } from './contact-panel';
import { FaqCollapse } from './faq-collapse';
import { HotKeywords } from './hot-keywords';
import { SearchHistory } from './search-history';
import { PAGER_ICONS } from '../../../components/accessible-icons';

function HotQuestions({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation('support');
  const query = useHotQuestions();
  let body;
  if (query.isPending) body = <Skeleton active title={false} paragraph={{ rows: 4 }} />;
  else if (query.isError)
    body = <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  else if (query.data.length === 0)
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('faq.noHot')} />;
  else body = <FaqCollapse items={query.data} signedIn={signedIn} />;
  return (
    <section className="faq-block" aria-labelledby="hot-questions-title">
      <h2 id="hot-questions-title">{t('faq.hotQuestions')}</h2>
      {body}
    </section>
  );
}

/**
 * The FAQ tab (tabIndex 1): search (keyword and page in the address) with the hot keywords,
 * hot questions and every question paged, my search history when signed in, and the contact.
 */
export function FaqTab() {
  const { t } = useTranslation('support');
  const [params, setParams] = useSearchParams();
  const keyword = params.get('keyword')?.trim() ?? '';
  const pageNum = readPage(params.get('pageNum'));
  const [draft, setDraft] = useState(keyword);
  useEffect(() => setDraft(keyword), [keyword]);
  const user = useSignedIn();
  const client = useQueryClient();

  const list = useFaqList(
    { pageNum, pageSize: LIMITS.defaultPageSize, keyword: keyword || undefined },
    user,
  );

  // The server records a signed-in user's search when it answers it: the history follows.
  const answeredAt = list.isSuccess && !list.isPlaceholderData ? list.dataUpdatedAt : 0;
  useEffect(() => {
    if (user && keyword && answeredAt)
      void client.invalidateQueries({ queryKey: SEARCH_HISTORY_KEY });
  }, [user, keyword, answeredAt, client]);

  const search = (word: string) => {
    setDraft(word);
    setParams(withParams(params, { keyword: word.trim(), pageNum: LIMITS.firstPage }), {
      preventScrollReset: true,
    });
  };

  let results;
  if (list.isPending) results = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (list.isError)
    results = <QueryError error={list.error} onRetry={() => void list.refetch()} />;
  else if (list.data.list.length === 0)
    results = (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={keyword ? t('faq.noMatch', { keyword }) : t('faq.empty')}
      />
    );
  else
    results = (
      <Spin spinning={list.isPlaceholderData && list.isFetching}>
        <FaqCollapse items={list.data.list} signedIn={user !== null} />
        <Pagination
          {...PAGER_ICONS}
          className="list-pagination"
          align="center"
          current={list.data.pageNum}
          pageSize={list.data.pageSize}
          total={list.data.total}
          showSizeChanger={false}
          hideOnSinglePage
          onChange={(next) => setParams(withParams(params, { pageNum: next }))}
        />
      </Spin>
    );

  return (
    <div className="support-layout">
      <div className="support-main">
        <div role="search" className="faq-search">
          <ListSearch
            size="large"
            value={keyword}
            draft={draft}
            onDraftChange={setDraft}
            onSearch={search}
            placeholder={t('faq.searchPlaceholder')}
            label={t('faq.searchLabel')}
            buttonText={t('faq.search')}
          />
          <HotKeywords onPick={search} />
        </div>
        {!keyword && <HotQuestions signedIn={user !== null} />}
        <section className="faq-block" aria-labelledby="faq-results-title">
          <h2 id="faq-results-title">
            {keyword ? t('faq.resultsFor', { keyword }) : t('faq.allQuestions')}
          </h2>
          {list.isSuccess && (
            <p className="list-total" role="status">
              {t('faq.total', { count: list.data.total })}
            </p>
          )}
          {results}
        </section>
      </div>
      <aside className="support-side" aria-label={t('faq.sideLabel')}>
        {user && <SearchHistory user={user} onPick={search} />}
        <ContactPanel compact />
      </aside>
    </div>
  );
}
