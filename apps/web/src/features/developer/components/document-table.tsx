import { Link } from 'react-router';
import { Pagination, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { Page } from '@seuiot/contract';
import { formatDate } from '../../../lib/format-date';
import { formatCount } from '../../../lib/format-number';
import { useLang } from '../../../lib/i18n';
import { useIsMobile } from '../../../lib/use-media-query';
import type { ArticleSummary } from '../types';
import { PAGER_ICONS } from '../../../components/accessible-icons';

interface Props {
  page: Page<ArticleSummary>;
  label: string;
  loading: boolean;
  emptyText: string;
  onPageChange: (pageNum: number) => void;
}

/**
 * Documents with the article columns of spec 3 (name, author, views, created, updated); the name
 * opens /articleDetail. A table from 600 px up, a card per document below.
 */
export function DocumentTable({ page, label, loading, emptyText, onPageChange }: Props) {
  const { t } = useTranslation('developer');
  const lang = useLang();
  const mobile = useIsMobile();
  const name = (doc: ArticleSummary) => <Link to={`/articleDetail?id=${doc.id}`}>{doc.name}</Link>;
  const date = (value: string) => <time dateTime={value}>{formatDate(value, lang)}</time>;

  const pager = (
    <Pagination
      {...PAGER_ICONS}
      className="list-pagination"
      align="center"
      size={mobile ? 'small' : 'default'}
      current={page.pageNum}
      pageSize={page.pageSize}
      total={page.total}
      showSizeChanger={false}
      hideOnSinglePage
      onChange={onPageChange}
    />
  );

  if (mobile) {
    return (
      <div aria-busy={loading} className={loading ? 'is-loading' : undefined}>
        {page.list.length === 0 ? (
          <p className="muted">{emptyText}</p>
        ) : (
          <ul className="document-cards" aria-label={label}>
            {page.list.map((doc) => (
              <li key={doc.id}>
                <p className="document-card-name">{name(doc)}</p>
                <p className="document-card-meta">
                  <span>{doc.author}</span>
                  <span>{t('doc.viewsValue', { value: formatCount(doc.views, lang) })}</span>
                  <span>
                    {t('doc.updated')} {date(doc.updateTime)}
                  </span>
                </p>
              </li>
            ))}
          </ul>
        )}
        {pager}
      </div>
    );
  }

  const columns: ColumnsType<ArticleSummary> = [
    { key: 'name', title: t('doc.name'), render: (_, doc) => name(doc) },
    { key: 'author', title: t('doc.author'), dataIndex: 'author', width: 160 },
    {
      key: 'views',
      title: t('doc.views'),
      width: 110,
      align: 'right',
      render: (_, doc) => formatCount(doc.views, lang),
    },
    {
      key: 'created',
      title: t('doc.created'),
      width: 150,
      render: (_, doc) => date(doc.createTime),
    },
    {
      key: 'updated',
      title: t('doc.updated'),
      width: 150,
      render: (_, doc) => date(doc.updateTime),
    },
  ];
  return (
    <>
      <Table<ArticleSummary>
        aria-label={label}
        rowKey="id"
        columns={columns}
        dataSource={page.list}
        pagination={false}
        loading={loading}
        size="middle"
        locale={{ emptyText }}
      />
      {pager}
    </>
  );
}
