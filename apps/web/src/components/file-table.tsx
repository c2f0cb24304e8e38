import type { ReactNode } from 'react';
import { Pagination, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../lib/format-date';
import { formatCount, formatFileSize } from '../lib/format-number';
import { useLang } from '../lib/i18n';
import { useIsMobile } from '../lib/use-media-query';
import { PAGER_ICONS } from './accessible-icons';
import { useFileActions } from './file-actions';
import './file-table.css';

/**
 * What every file list shows (spec 3: name, format, size, download count, last update); the size
 * reads in kB below 1 MB.
 */
export interface FileRow {
  fileId: number;
  fileName: string;
  fileType: string;
  /** Bytes. */
  fileSize: number;
  /** MB, two decimals (the server's; the lists format `fileSize`). */
  fileSizeDouble: number;
  downloads: number;
  updateTime: string;
  /** Previews carry the viewer's name (spec 6). */
  watermark: boolean;
  /** Section title needed to download or preview (spec 6). */
  section: string;
}

/** A column of its own for one list (the material a file belongs to...). */
export interface FileColumn<T> {
  key: string;
  title: string;
  render: (file: T) => ReactNode;
}

export interface FilePaging {
  current: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
}

interface Props<T extends FileRow> {
  files: readonly T[];
  /** Accessible name of the table or card list. */
  label: string;
  /** Columns shown after the name. */
  extraColumns?: readonly FileColumn<T>[];
  /** The action column (download, preview, favourite); on unless a list has no use for it. */
  actions?: boolean;
  paging?: FilePaging;
  /** A newer page is on its way (the rows shown are the previous page's). */
  loading?: boolean;
  emptyText?: ReactNode;
}

/**
 * The file table of every list (marketing files, download centre, SDKs, test packages): a table
 * from 600 px up, a card per file below, server paging underneath.
 */
export function FileTable<T extends FileRow>({
  files,
  label,
  extraColumns = [],
  actions = true,
  paging,
  loading = false,
  emptyText,
}: Props<T>) {
  const { t } = useTranslation('common');
  const lang = useLang();
  const mobile = useIsMobile();
  const fileActions = useFileActions(files);
  const renderActions = actions ? fileActions.renderActions : undefined;
  const downloads = (file: T) =>
    formatCount(file.downloads + fileActions.downloadsAdded(file.fileId), lang);

  const size = (file: T) => formatFileSize(file.fileSize, lang);
  const updated = (file: T) => (
    <time dateTime={file.updateTime}>{formatDate(file.updateTime, lang)}</time>
  );

  const pager = paging && paging.total > paging.pageSize && (
    <Pagination
      {...PAGER_ICONS}
      className="file-table-pagination"
      align="center"
      size={mobile ? 'small' : 'default'}
      current={paging.current}
      pageSize={paging.pageSize}
      total={paging.total}
      showSizeChanger={false}
      onChange={paging.onChange}
    />
  );

  // No empty table: a sentence says there is nothing, in both layouts.
  if (files.length === 0) {
    return (
      <div className="file-table">
        <p className="file-cards-empty">{emptyText ?? t('file.empty')}</p>
        {pager}
      </div>
    );
  }

  if (mobile) {
    return (
      <div
        className={loading ? 'file-cards-wrap is-loading' : 'file-cards-wrap'}
        aria-busy={loading}
      >
        <ul className="file-cards" aria-label={label}>
          {files.map((file) => (
            <li key={file.fileId} className="file-card">
              <p className="file-card-name">{file.fileName}</p>
              <dl>
                {extraColumns.map((column) => (
                  <div key={column.key}>
                    <dt>{column.title}</dt>
                    <dd>{column.render(file)}</dd>
                  </div>
                ))}
                <div>
                  <dt>{t('file.format')}</dt>
                  <dd>{file.fileType.toUpperCase()}</dd>
                </div>
                <div>
                  <dt>{t('file.size')}</dt>
                  <dd>{size(file)}</dd>
                </div>
                <div>
                  <dt>{t('file.downloads')}</dt>
                  <dd>{downloads(file)}</dd>
                </div>
                <div>
                  <dt>{t('file.updated')}</dt>
                  <dd>{updated(file)}</dd>
                </div>
              </dl>
              {renderActions && <div className="file-card-actions">{renderActions(file)}</div>}
            </li>
          ))}
        </ul>
        {pager}
        {fileActions.dialogs}
      </div>
    );
  }

  const columns: ColumnsType<T> = [
    {
      key: 'name',
      title: t('file.name'),
      render: (_, file) => <span className="file-name">{file.fileName}</span>,
    },
    ...extraColumns.map((column) => ({
      key: column.key,
      title: column.title,
      render: (_: unknown, file: T) => column.render(file),
    })),
    {
      key: 'format',
      title: t('file.format'),
      width: 80,
      render: (_, file) => file.fileType.toUpperCase(),
    },
    {
      key: 'size',
      title: t('file.size'),
      width: 100,
      align: 'right',
      render: (_, file) => size(file),
    },
    {
      key: 'downloads',
      title: t('file.downloads'),
      width: 100,
      align: 'right',
      render: (_, file) => downloads(file),
    },
    { key: 'updated', title: t('file.updated'), width: 130, render: (_, file) => updated(file) },
  ];
  if (renderActions)
    columns.push({
      key: 'actions',
      title: t('file.actions'),
      // Download, preview and the star side by side (the star alone on a line looked lost).
      width: lang === 'en' ? 230 : 190,
      render: (_, file) => renderActions(file),
    });

  return (
    <div className="file-table">
      <Table<T>
        aria-label={label}
        rowKey="fileId"
        columns={columns}
        dataSource={files as T[]}
        pagination={false}
        loading={loading}
        size="middle"
      />
      {pager}
      {fileActions.dialogs}
    </div>
  );
}
