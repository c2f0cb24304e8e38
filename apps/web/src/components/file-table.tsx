import { useLayoutEffect, useState, type ReactNode } from 'react';
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

/** The name column is never narrower than this (issue 26: a name one character a line). */
export const FILE_NAME_MIN_PX = 160;
/** A list's own column without a width of its own. */
const EXTRA_COLUMN_PX = 140;

/**
 * The width of an element's box as it changes, null until measured; the ref callback goes on
 * whichever element is shown (the table's or the cards' box), and follows it when it changes.
 */
function useBoxWidth(): [number | null, (box: HTMLElement | null) => void] {
  const [box, setBox] = useState<HTMLElement | null>(null);
  const [width, setWidth] = useState<number | null>(null);
  useLayoutEffect(() => {
    if (!box || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      const measured = entries[0]?.contentRect.width;
      if (measured) setWidth(measured);
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, [box]);
  return [width, setBox];
}

/**
 * The file table of every list (marketing files, download centre, SDKs, test packages, an app's
 * files in the market's drawer): a table where its box holds every column with the name at
 * least FILE_NAME_MIN_PX wide, a card per file below that (on a phone, and in a drawer half a
 * 1280 px screen wide), server paging underneath.
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
  const [boxWidth, box] = useBoxWidth();
  const phone = useIsMobile();
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
      size={phone ? 'small' : 'default'}
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
      <div className="file-table" ref={box}>
        <p className="file-cards-empty">{emptyText ?? t('file.empty')}</p>
        {pager}
      </div>
    );
  }

  const columns: ColumnsType<T> = [
    {
      key: 'name',
      title: t('file.name'),
      // The full name on hover too (a long one wraps within the column's width).
      render: (_, file) => (
        <span className="file-name" title={file.fileName}>
          {file.fileName}
        </span>
      ),
    },
    ...extraColumns.map((column) => ({
      key: column.key,
      title: column.title,
      width: EXTRA_COLUMN_PX,
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

  // Every column at its width and the name at its least: narrower, the cards read better.
  const tableMinPx =
    FILE_NAME_MIN_PX + columns.reduce((sum, column) => sum + Number(column.width ?? 0), 0);
  const mobile = phone || (boxWidth !== null && boxWidth < tableMinPx);

  if (mobile) {
    return (
      <div
        ref={box}
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

  return (
    <div className="file-table" ref={box}>
      <Table<T>
        aria-label={label}
        rowKey="fileId"
        columns={columns}
        // Until the box is measured (and should it not be), the table scrolls rather than
        // squeezing the name.
        scroll={{ x: tableMinPx }}
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
