import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Input, Skeleton } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LIMITS, type Page } from '@seuiot/contract';
import { QueryError } from '../../../components/query-error';
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
  const [draft, setDraft] = useState(keyword);
  useEffect(() => setDraft(keyword), [keyword]);
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
        <Input.Search
          className="filter-search"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onSearch={(value) =>
            setParams(withParams(params, { keyword: value.trim(), pageNum: LIMITS.firstPage }))
          }
          placeholder={t('doc.searchPlaceholder')}
          aria-label={t('doc.searchLabel')}
          enterButton={t('search')}
          allowClear
          maxLength={100}
        />
      </div>
      {body}
    </>
  );
}
