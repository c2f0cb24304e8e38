import { useState } from 'react';
import { Link } from 'react-router';
import { Button, Space, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { ENTITY_TYPES, LIMITS, type Favourite } from '@seuiot/contract';
import { LoadError } from '../../../components/load-error';
import { formatDate } from '../../../lib/format-date';
import { useLang } from '../../../lib/i18n';
import { useFavouriteChange, useFavourites } from '../api/favourites';
import { StateTag } from './state-tag';

const KIND_KEY: Record<number, string> = {
  [ENTITY_TYPES.solution]: 'favourites.kind.solution',
  [ENTITY_TYPES.other]: 'favourites.kind.file',
  [ENTITY_TYPES.document]: 'favourites.kind.document',
};

/**
 * menuIndex 0 (and /favorites): my favourites, topped first, then newest (spec 3: each entry shows
 * the name and the page it lives on; entries can be topped). Removing takes one click and says so.
 */
export default function Favourites() {
  const { t } = useTranslation('center');
  const lang = useLang();
  const [pageNum, setPageNum] = useState<number>(LIMITS.firstPage);
  const list = useFavourites(pageNum);
  const change = useFavouriteChange();

  if (list.isError && !list.data) return <LoadError onRetry={() => void list.refetch()} />;

  const pending = (id: number) => change.isPending && change.variables?.id === id;

  const columns: ColumnsType<Favourite> = [
    {
      key: 'name',
      title: t('favourites.name'),
      render: (_, item) => (
        <Space size={8} wrap>
          {item.topped && <StateTag tone="info">{t('favourites.topped')}</StateTag>}
          <Link to={item.path}>{item.name}</Link>
          {item.fileType && <span className="favourite-format">{item.fileType.toUpperCase()}</span>}
        </Space>
      ),
    },
    {
      key: 'kind',
      title: t('favourites.kindTitle'),
      width: 120,
      render: (_, item) => t(KIND_KEY[item.entityType] ?? 'favourites.kind.file'),
    },
    {
      key: 'time',
      title: t('favourites.added'),
      width: 140,
      render: (_, item) => (
        <time dateTime={item.createTime}>{formatDate(item.createTime, lang)}</time>
      ),
    },
    {
      key: 'actions',
      title: t('favourites.actions'),
      width: 200,
      render: (_, item) => (
        <Space size={4} wrap>
          <Button
            type="link"
            size="small"
            loading={pending(item.id) && change.variables?.action !== 'remove'}
            aria-label={t(item.topped ? 'favourites.untopNamed' : 'favourites.topNamed', {
              name: item.name,
            })}
            onClick={() => change.mutate({ id: item.id, action: item.topped ? 'untop' : 'top' })}
          >
            {t(item.topped ? 'favourites.untop' : 'favourites.top')}
          </Button>
          <Button
            type="link"
            size="small"
            danger
            loading={pending(item.id) && change.variables?.action === 'remove'}
            aria-label={t('favourites.removeNamed', { name: item.name })}
            onClick={() => change.mutate({ id: item.id, action: 'remove' })}
          >
            {t('favourites.remove')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <Table<Favourite>
      className="favourites"
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={list.data?.list ?? []}
      loading={list.isPending || (list.isPlaceholderData && list.isFetching)}
      scroll={{ x: 600 }}
      locale={{ emptyText: t('favourites.empty') }}
      pagination={{
        current: list.data?.pageNum ?? pageNum,
        pageSize: list.data?.pageSize ?? LIMITS.defaultPageSize,
        total: list.data?.total ?? 0,
        showSizeChanger: false,
        hideOnSinglePage: true,
        onChange: (next) => setPageNum(next),
        showTotal: (total) => t('favourites.total', { count: total }),
      }}
    />
  );
}
