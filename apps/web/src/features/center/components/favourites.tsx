import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, Pagination, Skeleton, Space, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { ENTITY_TYPES, LIMITS, type Favourite } from '@seuiot/contract';
import { LoadError } from '../../../components/load-error';
import { formatDate } from '../../../lib/format-date';
import { useLang } from '../../../lib/i18n';
import { useIsMobile } from '../../../lib/use-media-query';
import { useFavouriteChange, useFavourites } from '../api/favourites';
import { StateTag } from './state-tag';
import { PAGER_ICONS } from '../../../components/accessible-icons';

const KIND_KEY: Record<number, string> = {
  [ENTITY_TYPES.solution]: 'favourites.kind.solution',
  [ENTITY_TYPES.other]: 'favourites.kind.file',
  [ENTITY_TYPES.document]: 'favourites.kind.document',
};

/**
 * menuIndex 0 (and /favorites): my favourites, topped first, then newest (spec 3: each entry shows
 * the name and the page it lives on; entries can be topped). A table from 600 px up, cards below.
 */
export default function Favourites() {
  const { t } = useTranslation('center');
  const lang = useLang();
  const mobile = useIsMobile();
  const [pageNum, setPageNum] = useState<number>(LIMITS.firstPage);
  const list = useFavourites(pageNum);
  const change = useFavouriteChange();

  if (list.isError && !list.data)
    return <LoadError error={list.error} onRetry={() => void list.refetch()} />;

  const pending = (id: number, remove: boolean) =>
    change.isPending &&
    change.variables?.id === id &&
    (change.variables.action === 'remove') === remove;

  const name = (item: Favourite): ReactNode => (
    <Space size={8} wrap>
      {item.topped && <StateTag tone="info">{t('favourites.topped')}</StateTag>}
      {item.path ? <Link to={item.path}>{item.name}</Link> : <span>{item.name}</span>}
      {item.fileType && <span className="favourite-format">{item.fileType.toUpperCase()}</span>}
    </Space>
  );
  const kind = (item: Favourite) => t(KIND_KEY[item.entityType] ?? 'favourites.kind.file');
  const added = (item: Favourite) => (
    <time dateTime={item.createTime}>{formatDate(item.createTime, lang)}</time>
  );
  const actions = (item: Favourite) => (
    <Space size={4} wrap>
      <Button
        type="link"
        size="small"
        loading={pending(item.id, false)}
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
        loading={pending(item.id, true)}
        aria-label={t('favourites.removeNamed', { name: item.name })}
        onClick={() => change.mutate({ id: item.id, action: 'remove' })}
      >
        {t('favourites.remove')}
      </Button>
    </Space>
  );

  const rows = list.data?.list ?? [];
  const paging = {
    current: list.data?.pageNum ?? pageNum,
    pageSize: list.data?.pageSize ?? LIMITS.defaultPageSize,
    total: list.data?.total ?? 0,
    showSizeChanger: false,
    hideOnSinglePage: true,
    onChange: (next: number) => setPageNum(next),
    showTotal: (total: number) => t('favourites.total', { count: total }),
  };

  if (mobile) {
    if (list.isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
    if (rows.length === 0) return <p className="favourites-empty">{t('favourites.empty')}</p>;
    return (
      <div aria-busy={list.isPlaceholderData && list.isFetching}>
        <ul className="favourite-cards" aria-label={t('menu.favourites')}>
          {rows.map((item) => (
            <li key={item.id} className="favourite-card">
              <p className="favourite-card-title">{name(item)}</p>
              <p className="favourite-card-meta">
                {kind(item)} · {added(item)}
              </p>
              {actions(item)}
            </li>
          ))}
        </ul>
        <Pagination {...PAGER_ICONS} {...paging} size="small" align="center" />
      </div>
    );
  }

  const columns: ColumnsType<Favourite> = [
    { key: 'name', title: t('favourites.name'), render: (_, item) => name(item) },
    { key: 'kind', title: t('favourites.kindTitle'), width: 110, render: (_, item) => kind(item) },
    { key: 'time', title: t('favourites.added'), width: 140, render: (_, item) => added(item) },
    {
      key: 'actions',
      title: t('favourites.actions'),
      width: 180,
      render: (_, item) => actions(item),
    },
  ];

  return (
    <Table<Favourite>
      className="favourites"
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={rows}
      loading={list.isPending || (list.isPlaceholderData && list.isFetching)}
      locale={{ emptyText: t('favourites.empty') }}
      pagination={paging}
    />
  );
}
