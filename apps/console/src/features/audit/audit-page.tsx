import { useState } from 'react';
import { Alert, Button, DatePicker, Flex, Form, Input, Select, Table, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import type { TFunction } from 'i18next';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  CONSOLE_ROUTES,
  LIMITS,
  type AuditRecord,
  type AuditVerify,
  type Page,
} from '@seuiot/contract';
import { api, query } from '../../lib/api';
import { apiPrefix } from '../../lib/config';
import { errorText } from '../../lib/errors';

/**
 * An action in the staff member's language; its name stays beside it (the filter, the CSV and the
 * API use the name). An action no text names yet (an older one) shows its name alone.
 */
export function actionLabel(t: TFunction, action: string): string {
  return t(`auditAction.${action.replaceAll('.', '_')}`, { defaultValue: action });
}

interface Filter {
  action?: string;
  staff?: string;
  objectType?: string;
  objectId?: string;
  from?: string;
  to?: string;
}

/** The audit log: filter, page, check the hash chain, export CSV (each of them audited). */
export default function AuditPage() {
  const { t, i18n } = useTranslation();
  const [filter, setFilter] = useState<Filter>({});
  const [page, setPage] = useState({ pageNum: 1, pageSize: 20 });
  const list = useQuery({
    queryKey: ['console', 'audit', filter, page],
    queryFn: () =>
      api<Page<AuditRecord>>('GET', CONSOLE_ROUTES.audit + query({ ...filter, ...page })),
    placeholderData: keepPreviousData,
  });
  // The actions the log holds: the filter offers them rather than asking for a name by heart.
  const actions = useQuery({
    queryKey: ['console', 'audit', 'actions'],
    queryFn: () => api<string[]>('GET', CONSOLE_ROUTES.auditActions),
    staleTime: 60_000,
  });
  const verify = useMutation({
    mutationFn: () => api<AuditVerify>('POST', CONSOLE_ROUTES.auditVerify),
  });
  const date = new Intl.DateTimeFormat(i18n.language === 'zh' ? 'zh-CN' : 'en', {
    dateStyle: 'short',
    timeStyle: 'medium',
  });
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 22 }}>
        {t('shell.audit')}
      </Typography.Title>
      <Form<{
        action?: string;
        staff?: string;
        objectType?: string;
        objectId?: string;
        range?: [Dayjs, Dayjs] | null;
      }>
        layout="inline"
        style={{ marginBottom: 16, rowGap: 8 }}
        onFinish={(v) => {
          setFilter({
            action: v.action || undefined,
            staff: v.staff?.trim() || undefined,
            objectType: v.objectType?.trim() || undefined,
            objectId: v.objectId?.trim() || undefined,
            from: v.range?.[0]?.startOf('day').toISOString(),
            to: v.range?.[1]?.endOf('day').toISOString(),
          });
          setPage({ ...page, pageNum: 1 });
        }}
      >
        <Form.Item name="action" label={t('audit.action')}>
          <Select
            showSearch
            allowClear
            placeholder={t('audit.anyAction')}
            loading={actions.isPending}
            notFoundContent={actions.isError ? errorText(t, actions.error) : t('common.empty')}
            optionFilterProp="label"
            options={(actions.data ?? []).map((a) => ({
              value: a,
              label: `${actionLabel(t, a)} · ${a}`,
            }))}
            style={{ width: 220 }}
          />
        </Form.Item>
        <Form.Item name="staff" label={t('audit.staff')}>
          <Input maxLength={LIMITS.staffUsernameMax} />
        </Form.Item>
        <Form.Item name="objectType" label={t('audit.objectType')}>
          <Input maxLength={LIMITS.auditObjectTypeMax} placeholder="staff" style={{ width: 120 }} />
        </Form.Item>
        <Form.Item name="objectId" label={t('audit.objectId')}>
          <Input maxLength={LIMITS.auditObjectIdMax} style={{ width: 100 }} />
        </Form.Item>
        <Form.Item name="range" label={t('audit.range')}>
          <DatePicker.RangePicker />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          {t('audit.filter')}
        </Button>
      </Form>
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <Button loading={verify.isPending} onClick={() => verify.mutate()}>
          {t('audit.verify')}
        </Button>
        <Button
          href={`${apiPrefix()}${CONSOLE_ROUTES.auditExport}${query({ ...filter })}`}
          download
        >
          {t('audit.export')}
        </Button>
      </Flex>
      {verify.isError && (
        <Alert type="error" role="alert" showIcon message={errorText(t, verify.error)} />
      )}
      {verify.data && (
        <Alert
          role="status"
          showIcon
          style={{ marginBottom: 16 }}
          type={verify.data.ok ? 'success' : 'error'}
          message={
            verify.data.ok
              ? t('audit.chainOk', { count: verify.data.checked })
              : t('audit.chainBroken', { id: verify.data.firstBroken, count: verify.data.checked })
          }
        />
      )}
      <Table<AuditRecord>
        rowKey="id"
        size="small"
        loading={list.isFetching}
        dataSource={list.data?.list ?? []}
        scroll={{ x: 900 }}
        locale={{ emptyText: list.isError ? errorText(t, list.error) : t('common.empty') }}
        pagination={{
          current: page.pageNum,
          pageSize: page.pageSize,
          total: list.data?.total ?? 0,
          onChange: (pageNum, pageSize) => setPage({ pageNum, pageSize }),
        }}
        expandable={{
          // The expand column needs a header for screen readers (axe: empty-table-header).
          columnTitle: (
            <span
              style={{
                position: 'absolute',
                width: 1,
                height: 1,
                overflow: 'hidden',
                clip: 'rect(0 0 0 0)',
                whiteSpace: 'nowrap',
              }}
            >
              {t('audit.details')}
            </span>
          ),
          expandedRowRender: (r) => (
            <dl style={{ margin: 0 }}>
              <dt>{t('audit.before')}</dt>
              <dd>
                <code>{r.before || '—'}</code>
              </dd>
              <dt>{t('audit.after')}</dt>
              <dd>
                <code>{r.after || '—'}</code>
              </dd>
              <dt>{t('audit.hash')}</dt>
              <dd>
                <code style={{ wordBreak: 'break-all' }}>{r.hash}</code>
              </dd>
            </dl>
          ),
        }}
        columns={[
          { title: '#', dataIndex: 'id', width: 70 },
          { title: t('audit.at'), render: (_, r) => date.format(new Date(r.at)) },
          { title: t('audit.staff'), dataIndex: 'staff' },
          { title: t('audit.ip'), dataIndex: 'ip' },
          {
            title: t('audit.action'),
            render: (_, r) => (
              <>
                {actionLabel(t, r.action)}
                <div>
                  <Typography.Text type="secondary" code style={{ fontSize: 12 }}>
                    {r.action}
                  </Typography.Text>
                </div>
              </>
            ),
          },
          { title: t('audit.object'), render: (_, r) => `${r.objectType} ${r.objectId}`.trim() },
        ]}
      />
    </>
  );
}
