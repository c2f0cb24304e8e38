import { Suspense, lazy, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, Empty, Input, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@seuiot/contract';
import { QueryError } from '../../../components/query-error';
import { ListSearch } from '../../../components/list-search';
import { formatDate } from '../../../lib/format-date';
import { useLang } from '../../../lib/i18n';
import { useIsMobile } from '../../../lib/use-media-query';
import { readPage, withParams } from '../../../lib/search-params';
import { useMyDevices } from '../api/get-my-devices';
import { isNotMyDevice, useServicePassword } from '../api/get-service-password';
import { ToolShell } from '../components/tool-shell';
import type { Device, ServicePassword } from '../types';
import '../../../components/list-page.css';
import '../devices.css';
import { PAGER_ICONS } from '../../../components/accessible-icons';

const PasswordDialog = lazy(() => import('../components/password-dialog'));

/**
 * /superPwd (login, outside the layout; decision 0003): my devices, searchable by serial, and the
 * service password of one of them in a dialog with a copy button. The server answers only for the
 * customer's own devices (A0078 otherwise: the toast says so and the field explains).
 */
export default function SuperPwdPage() {
  const { t } = useTranslation(['catalogue', 'validation']);
  const lang = useLang();
  const mobile = useIsMobile();
  const [params, setParams] = useSearchParams();
  const pageNum = readPage(params.get('pageNum'));
  const serial = params.get('serial') ?? '';
  const [lookup, setLookup] = useState('');
  const [lookupError, setLookupError] = useState<string | null>(null);
  const [revealed, setRevealed] = useState<ServicePassword | null>(null);

  const devices = useMyDevices({
    pageNum,
    pageSize: LIMITS.defaultPageSize,
    serial: serial || undefined,
  });
  const password = useServicePassword();

  const reveal = (value: string) => {
    const trimmed = value.trim();
    if (!trimmed) {
      setLookupError(t('validation:serialRequired'));
      return;
    }
    setLookupError(null);
    password.mutate(trimmed, {
      onSuccess: setRevealed,
      onError: (error) => {
        if (isNotMyDevice(error)) setLookupError(t('catalogue:superPwd.notMine'));
      },
    });
  };

  const columns: ColumnsType<Device> = [
    { key: 'serial', title: t('catalogue:superPwd.serial'), dataIndex: 'serial' },
    { key: 'model', title: t('catalogue:superPwd.model'), dataIndex: 'model' },
    {
      key: 'product',
      title: t('catalogue:superPwd.product'),
      dataIndex: 'productName',
      responsive: ['md'],
    },
    {
      key: 'time',
      title: t('catalogue:superPwd.registered'),
      responsive: ['lg'],
      render: (_, device) => (
        <time dateTime={device.createTime}>{formatDate(device.createTime, lang)}</time>
      ),
    },
    {
      key: 'action',
      title: t('catalogue:superPwd.action'),
      align: 'right',
      render: (_, device) => (
        <Button
          size="small"
          loading={password.isPending && password.variables === device.serial}
          aria-label={`${t('catalogue:superPwd.show')} ${device.serial}`}
          onClick={() => reveal(device.serial)}
        >
          {/* "Show service password" ran past the panel's right edge on a phone. */}
          {t(mobile ? 'catalogue:superPwd.showShort' : 'catalogue:superPwd.show')}
        </Button>
      ),
    },
  ];

  let list;
  if (devices.isError) {
    list = <QueryError error={devices.error} onRetry={() => void devices.refetch()} />;
  } else {
    list = (
      <Table<Device>
        aria-label={t('catalogue:superPwd.tableLabel')}
        rowKey="id"
        columns={columns}
        dataSource={devices.data?.list ?? []}
        loading={devices.isPending || devices.isPlaceholderData}
        size="middle"
        locale={{
          emptyText: (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={t(serial ? 'catalogue:superPwd.noMatch' : 'catalogue:superPwd.empty')}
            />
          ),
        }}
        pagination={{
          ...PAGER_ICONS,
          current: devices.data?.pageNum ?? pageNum,
          pageSize: LIMITS.defaultPageSize,
          total: devices.data?.total ?? 0,
          showSizeChanger: false,
          hideOnSinglePage: true,
          showTotal: (total) => t('catalogue:superPwd.total', { count: total }),
          onChange: (next) => setParams(withParams(params, { pageNum: next })),
        }}
      />
    );
  }

  return (
    <ToolShell>
      <h1>{t('catalogue:superPwd.title')}</h1>
      <p className="tool-intro">{t('catalogue:superPwd.intro')}</p>
      <form
        className="sp-lookup"
        onSubmit={(event) => {
          event.preventDefault();
          reveal(lookup);
        }}
        noValidate
      >
        <label htmlFor="sp-serial">{t('catalogue:superPwd.lookupLabel')}</label>
        <Input
          id="sp-serial"
          className="sp-lookup-input"
          value={lookup}
          maxLength={64}
          autoComplete="off"
          placeholder={t('catalogue:superPwd.lookupPlaceholder')}
          aria-invalid={lookupError !== null}
          aria-describedby={lookupError ? 'sp-serial-error' : undefined}
          onChange={(event) => setLookup(event.target.value)}
        />
        <Button
          type="primary"
          htmlType="submit"
          loading={password.isPending && password.variables === lookup.trim()}
        >
          {t('catalogue:superPwd.show')}
        </Button>
        {lookupError && (
          <p id="sp-serial-error" className="sp-lookup-error" role="alert">
            {lookupError}
          </p>
        )}
      </form>
      <section className="main-panel" aria-labelledby="sp-devices-title">
        <h2 id="sp-devices-title">{t('catalogue:superPwd.devicesTitle')}</h2>
        <div className="filter-bar" role="search">
          <ListSearch
            className="filter-search"
            value={serial}
            onSearch={(value) =>
              setParams(withParams(params, { serial: value, pageNum: LIMITS.firstPage }))
            }
            placeholder={t('catalogue:superPwd.searchPlaceholder')}
            label={t('catalogue:superPwd.search')}
            buttonText={t('catalogue:search')}
            maxLength={64}
          />
        </div>
        {list}
      </section>
      {revealed && (
        <Suspense fallback={null}>
          <PasswordDialog result={revealed} onClose={() => setRevealed(null)} />
        </Suspense>
      )}
    </ToolShell>
  );
}
