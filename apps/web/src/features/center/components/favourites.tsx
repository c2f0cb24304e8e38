import { useEffect, useRef, useState, type ReactNode } from 'react';
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
import { StateTag } from '@seuiot/ui';
import { FavouriteRename } from './favourite-rename';
import { PAGER_ICONS } from '../../../components/accessible-icons';

const KIND_KEY: Record<number, string> = {
  [ENTITY_TYPES.solution]: 'favourites.kind.solution',
  [ENTITY_TYPES.other]: 'favourites.kind.file',
  [ENTITY_TYPES.document]: 'favourites.kind.document',
};

/** Seconds a removal can be undone before it is sent (decision 0058). */
export const UNDO_SECONDS = 5;

/** The part of the portal an entry lives in, from the path of the page that shows it. */
const WHERE: ReadonlyArray<readonly [prefix: string, key: string]> = [
  ['/solutionDetail', 'solutions'],
  ['/articleDetail', 'documents'],
  ['/download', 'download'],
  ['/marketingDetail', 'marketing'],
  ['/marketplace', 'marketplace'],
  ['/developer', 'developer'],
];

export function whereKey(path: string): string | null {
  return WHERE.find(([prefix]) => path === prefix || path.startsWith(`${prefix}?`))?.[1] ?? null;
}

/**
 * menuIndex 0 (and /favorites): my favourites, topped first, then newest (spec 3: each entry shows
 * the name and the page it lives on; entries can be topped). A table from 600 px up, cards below.
 * A removal is held for UNDO_SECONDS with an Undo button, then sent (issue 26): the entry keeps
 * its place when undone, since the server never lost it.
 */
export default function Favourites() {
  const { t } = useTranslation('center');
  const lang = useLang();
  const mobile = useIsMobile();
  const [pageNum, setPageNum] = useState<number>(LIMITS.firstPage);
  const list = useFavourites(pageNum);
  const change = useFavouriteChange();
  const [removing, setRemoving] = useState<Favourite | null>(null);
  const [renaming, setRenaming] = useState<Favourite | null>(null);
  const held = useRef<{ item: Favourite; timer: ReturnType<typeof setTimeout> } | null>(null);
  const undoButton = useRef<HTMLButtonElement>(null);
  const mutate = useRef(change.mutate);
  mutate.current = change.mutate;

  /** Sends the removal that is held, if any. */
  const send = () => {
    const current = held.current;
    if (!current) return;
    clearTimeout(current.timer);
    held.current = null;
    setRemoving(null);
    mutate.current({ id: current.item.id, action: 'remove' });
  };
  const remove = (item: Favourite) => {
    send();
    held.current = { item, timer: setTimeout(send, UNDO_SECONDS * 1000) };
    setRemoving(item);
  };
  const [restored, setRestored] = useState<number | null>(null);
  const undo = () => {
    if (held.current) clearTimeout(held.current.timer);
    setRestored(held.current?.item.id ?? null);
    held.current = null;
    setRemoving(null);
  };
  // Leaving the list sends what is held; the row's button is gone, so Undo takes the focus.
  useEffect(() => () => send(), []);
  useEffect(() => {
    if (removing) undoButton.current?.focus();
  }, [removing]);
  // Undone, the focus goes back to the entry's Remove button.
  useEffect(() => {
    if (restored === null) return;
    document.querySelector<HTMLElement>(`[data-favourite-remove="${restored}"]`)?.focus();
    setRestored(null);
  }, [restored]);

  if (list.isError && !list.data)
    return <LoadError error={list.error} onRetry={() => void list.refetch()} />;

  const pending = (id: number) =>
    change.isPending && change.variables?.id === id && change.variables.action !== 'remove';

  // One's own name when given (rename), with the entity's own name below it.
  const shown = (item: Favourite) => item.label ?? item.name;
  const name = (item: Favourite): ReactNode => (
    <Space size={8} wrap>
      {item.topped && <StateTag tone="info">{t('favourites.topped')}</StateTag>}
      {item.path ? <Link to={item.path}>{shown(item)}</Link> : <span>{shown(item)}</span>}
      {item.fileType && <span className="favourite-format">{item.fileType.toUpperCase()}</span>}
      {item.label !== null && (
        <span className="favourite-original">
          {t('favourites.originalName', { name: item.name })}
        </span>
      )}
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
        loading={pending(item.id)}
        aria-label={t(item.topped ? 'favourites.untopNamed' : 'favourites.topNamed', {
          name: shown(item),
        })}
        onClick={() => change.mutate({ id: item.id, action: item.topped ? 'untop' : 'top' })}
      >
        {t(item.topped ? 'favourites.untop' : 'favourites.top')}
      </Button>
      <Button
        type="link"
        size="small"
        aria-label={t('favourites.renameNamed', { name: shown(item) })}
        onClick={() => setRenaming(item)}
      >
        {t('favourites.rename')}
      </Button>
      <Button
        type="link"
        size="small"
        danger
        aria-label={t('favourites.removeNamed', { name: shown(item) })}
        data-favourite-remove={item.id}
        onClick={() => remove(item)}
      >
        {t('favourites.remove')}
      </Button>
    </Space>
  );

  // The part of the portal, then the places below it that the server names (outermost first).
  const where = (item: Favourite) => {
    const key = whereKey(item.path);
    return [key ? t(`favourites.where.${key}`) : '', ...item.location].filter(Boolean).join(' › ');
  };
  const dialog = renaming && (
    <FavouriteRename key={renaming.id} item={renaming} onClose={() => setRenaming(null)} />
  );
  const notice = removing && (
    <div className="favourite-undo" role="status">
      <span>{t('favourites.removedNotice', { name: shown(removing) })}</span>
      <Button
        ref={undoButton}
        size="small"
        onClick={undo}
        aria-label={t('favourites.undoNamed', { name: shown(removing) })}
      >
        {t('favourites.undo')}
      </Button>
    </div>
  );

  const rows = (list.data?.list ?? []).filter((item) => item.id !== removing?.id);
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
    if (rows.length === 0 && !removing)
      return <p className="favourites-empty">{t('favourites.empty')}</p>;
    return (
      <div aria-busy={list.isPlaceholderData && list.isFetching}>
        {notice}
        {dialog}
        <ul className="favourite-cards" aria-label={t('menu.favourites')}>
          {rows.map((item) => (
            <li key={item.id} className="favourite-card">
              <p className="favourite-card-title">{name(item)}</p>
              <p className="favourite-card-meta">
                {[kind(item), where(item)].filter(Boolean).join(' · ')} · {added(item)}
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
    { key: 'where', title: t('favourites.location'), render: (_, item) => where(item) },
    { key: 'kind', title: t('favourites.kindTitle'), width: 110, render: (_, item) => kind(item) },
    { key: 'time', title: t('favourites.added'), width: 140, render: (_, item) => added(item) },
    {
      key: 'actions',
      title: t('favourites.actions'),
      width: 230,
      render: (_, item) => actions(item),
    },
  ];

  return (
    <>
      {notice}
      {dialog}
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
    </>
  );
}
