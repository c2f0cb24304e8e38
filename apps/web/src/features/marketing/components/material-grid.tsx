import { Empty, Pagination, Skeleton, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@seuiot/contract';
import { QueryError } from '../../../components/query-error';
import { useMaterialList } from '../api/get-material-list';
import { MaterialCard } from './material-card';
import { PAGER_ICONS } from '../../../components/accessible-icons';

interface Props {
  pageNum: number;
  title: string;
  typeId: number | null;
  onPageChange: (pageNum: number) => void;
}

/** A page of materials (title search and/or one type) with server paging. */
export function MaterialGrid({ pageNum, title, typeId, onPageChange }: Props) {
  const { t } = useTranslation('marketing');
  const query = useMaterialList({
    pageNum,
    pageSize: LIMITS.defaultPageSize,
    title: title || undefined,
    typeId: typeId ?? undefined,
  });

  if (query.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;

  const page = query.data;
  if (page.list.length === 0) {
    return (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={title ? t('noMatch', { title }) : t('empty')}
      />
    );
  }
  return (
    <Spin spinning={query.isPlaceholderData && query.isFetching}>
      <p className="list-total" role="status">
        {title ? t('found', { count: page.total, title }) : t('total', { count: page.total })}
      </p>
      <ul className="material-grid">
        {page.list.map((material) => (
          <li key={material.id}>
            <MaterialCard material={material} headingLevel={2} />
          </li>
        ))}
      </ul>
      <Pagination
        {...PAGER_ICONS}
        className="list-pagination"
        align="center"
        current={page.pageNum}
        pageSize={page.pageSize}
        total={page.total}
        showSizeChanger={false}
        hideOnSinglePage
        onChange={onPageChange}
      />
    </Spin>
  );
}
