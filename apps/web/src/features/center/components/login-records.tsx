import { Fragment, useState, type ReactNode } from 'react';
import { Pagination, Skeleton, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { LIMITS, isErrorCode } from '@seuiot/contract';
import { LoadError } from '../../../components/load-error';
import { formatDate } from '../../../lib/format-date';
import { useLang } from '../../../lib/i18n';
import { useIsMobile } from '../../../lib/use-media-query';
import { useLoginLog, type LoginRecord } from '../api/get-login-log';
import { StateTag } from '@seuiot/ui';
import { PAGER_ICONS } from '../../../components/accessible-icons';

/** menuIndex 5: my login records, newest first, a page at a time. */
export default function LoginRecords() {
  const { t } = useTranslation(['center', 'errors']);
  const lang = useLang();
  const mobile = useIsMobile();
  const [pageNum, setPageNum] = useState<number>(LIMITS.firstPage);
  const log = useLoginLog(pageNum);

  if (log.isError && !log.data)
    return <LoadError error={log.error} onRetry={() => void log.refetch()} />;

  const resultText = (result: string) => {
    if (result === 'success') return t('center:records.success');
    return isErrorCode(result) ? t(`errors:${result}`) : t('center:records.failed');
  };

  const columns: ColumnsType<LoginRecord> = [
    {
      key: 'time',
      title: t('center:records.time'),
      dataIndex: 'time',
      render: (value: string) => <time dateTime={value}>{formatDate(value, lang, true)}</time>,
    },
    { key: 'ip', title: t('center:records.ip'), dataIndex: 'ip' },
    { key: 'device', title: t('center:records.device'), dataIndex: 'device' },
    {
      key: 'result',
      title: t('center:records.result'),
      dataIndex: 'result',
      render: (value: string) => (
        <StateTag tone={value === 'success' ? 'success' : 'error'}>{resultText(value)}</StateTag>
      ),
    },
  ];

  const pagination = {
    ...PAGER_ICONS,
    current: log.data?.pageNum ?? pageNum,
    pageSize: log.data?.pageSize ?? LIMITS.defaultPageSize,
    total: log.data?.total ?? 0,
    showSizeChanger: false,
    hideOnSinglePage: true,
    onChange: (next: number) => setPageNum(next),
    showTotal: (total: number) => t('center:records.total', { count: total }),
  };

  // On a phone the four columns did not fit and the device (the browser) was cut off: a card a
  // record, every field on its own line.
  if (mobile) {
    const records = log.data?.list ?? [];
    if (log.isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
    if (records.length === 0) return <p className="muted">{t('center:records.empty')}</p>;
    return (
      <>
        <ul className="login-record-cards" aria-label={t('center:menu.loginRecords')}>
          {records.map((record) => (
            <li key={record.id} className="login-record-card">
              <dl>
                {columns.map((column) => {
                  const key = column.key as keyof LoginRecord;
                  const value = record[key] as string;
                  return (
                    <Fragment key={key}>
                      <dt>{column.title as string}</dt>
                      <dd>
                        {column.render ? (column.render(value, record, 0) as ReactNode) : value}
                      </dd>
                    </Fragment>
                  );
                })}
              </dl>
            </li>
          ))}
        </ul>
        <Pagination {...pagination} size="small" align="center" />
      </>
    );
  }

  return (
    <Table<LoginRecord>
      className="login-records"
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={log.data?.list ?? []}
      loading={log.isPending || (log.isPlaceholderData && log.isFetching)}
      scroll={{ x: 560 }}
      locale={{ emptyText: t('center:records.empty') }}
      pagination={pagination}
    />
  );
}
