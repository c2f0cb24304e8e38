import { useSearchParams } from 'react-router';
import { Skeleton } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LIMITS, type Page } from '@seuiot/contract';
import { QueryError } from '../../../components/query-error';
import { ListSearch } from '../../../components/list-search';
import { readPage, withParams } from '../../../lib/search-params';
import type { ArticleSummary, DocumentListQuery } from '../types';
import { DocumentTable } from './document-table';

interface Props {
  /** The list call: articleList (kind document) on /articleWendan, wendang on /developer. */
  useList: (query: DocumentListQuery) => UseQueryResult<Page<ArticleSummary>>;
  label: string;
}

/** Searchable, server-paged documents; keyword and page live in the address. */
export function DocumentList({ useList, label }: Props) {
  const { t } = useTranslation('developer');
  const [params, setParams] = useSearchParams();
  const keyword = params.get('keyword')?.trim() ?? '';
  const pageNum = readPage(params.get('pageNum'));
  const query = useList({
    pageNum,
    pageSize: LIMITS.defaultPageSize,
    keyword: keyword || undefined,
  });

  let body;
  if (query.isPending) body = <Skeleton active paragraph={{ rows: 8 }} />;
  else if (query.isError)
    body = <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  else
    body = (
      <>
        <p className="list-total" role="status">
          {keyword
            ? t('doc.found', { count: query.data.total, keyword })
            : t('doc.total', { count: query.data.total })}
        </p>
        <DocumentTable
          page={query.data}
          label={label}
          loading={query.isPlaceholderData && query.isFetching}
          emptyText={keyword ? t('doc.noMatch', { keyword }) : t('doc.empty')}
          onPageChange={(next) => setParams(withParams(params, { pageNum: next }))}
        />
      </>
    );

  return (
    <>
      <div role="search" className="filter-bar">
        <ListSearch
          className="filter-search"
          value={keyword}
          onSearch={(value) =>
            setParams(withParams(params, { keyword: value, pageNum: LIMITS.firstPage }))
          }
          placeholder={t('doc.searchPlaceholder')}
          label={t('doc.searchLabel')}
          buttonText={t('search')}
        />
      </div>
      {body}
    </>
  );
}
