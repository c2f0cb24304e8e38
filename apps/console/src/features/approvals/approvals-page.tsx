import { useState } from 'react';
import { App, Button, Form, Input, Modal, Segmented, Space, Table, Typography } from 'antd';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  APPROVAL_STATES,
  CONSOLE_ROUTES,
  LIMITS,
  type ApprovalRow,
  type ApprovalState,
  type Page,
} from '@seuiot/contract';
import { api, query } from '../../lib/api';
import { errorText } from '../../lib/errors';
import { pagedTable } from '../../lib/paged-table';
import { describeApproval } from './describe';

export const APPROVALS_KEY = ['console', 'approvals'] as const;

/** The four-eyes queue: other staff members' requests, approved or refused by someone else. */
export default function ApprovalsPage() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [state, setState] = useState<ApprovalState>('pending');
  const [page, setPage] = useState({ pageNum: 1, pageSize: 20 });
  const [deciding, setDeciding] = useState<{ row: ApprovalRow; approve: boolean } | null>(null);
  const [form] = Form.useForm<{ note: string }>();
  const list = useQuery({
    queryKey: [...APPROVALS_KEY, state, page],
    queryFn: () =>
      api<Page<ApprovalRow>>('GET', CONSOLE_ROUTES.approvals + query({ state, ...page })),
    placeholderData: keepPreviousData,
  });
  const decide = useMutation({
    mutationFn: (d: { id: number; approve: boolean; note: string }) =>
      api<{ state: ApprovalState }>('POST', CONSOLE_ROUTES.approvalDecide, d),
    onSuccess: (r) => {
      void message.success(t(`approvals.done_${r.state}`));
      setDeciding(null);
      form.resetFields();
    },
    onError: (err) => void message.error(errorText(t, err)),
    onSettled: () => void client.invalidateQueries({ queryKey: ['console'] }),
  });
  const date = new Intl.DateTimeFormat(i18n.language === 'zh' ? 'zh-CN' : 'en', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 22 }}>
        {t('shell.approvals')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('approvals.intro')}</Typography.Paragraph>
      <Segmented<ApprovalState>
        aria-label={t('approvals.state')}
        style={{ marginBottom: 16 }}
        value={state}
        onChange={(v) => {
          setState(v);
          setPage({ ...page, pageNum: 1 });
        }}
        options={APPROVAL_STATES.map((s) => ({ value: s, label: t(`approvals.state_${s}`) }))}
      />
      <Table<ApprovalRow>
        rowKey="id"
        scroll={{ x: 820 }}
        {...pagedTable(t, list, page, setPage)}
        columns={[
          { title: '#', dataIndex: 'id', width: 60 },
          { title: t('approvals.what'), render: (_, r) => describeApproval(t, r) },
          { title: t('approvals.requester'), dataIndex: 'requester' },
          { title: t('approvals.reason'), render: (_, r) => r.reason || '—' },
          { title: t('approvals.at'), render: (_, r) => date.format(new Date(r.createdAt)) },
          state === 'pending'
            ? {
                title: t('common.actions'),
                render: (_, r) =>
                  r.canDecide ? (
                    <Space wrap>
                      <Button
                        size="small"
                        type="primary"
                        aria-label={`${t('approvals.approve')} #${r.id}`}
                        onClick={() => setDeciding({ row: r, approve: true })}
                      >
                        {t('approvals.approve')}
                      </Button>
                      <Button
                        size="small"
                        danger
                        aria-label={`${t('approvals.refuse')} #${r.id}`}
                        onClick={() => setDeciding({ row: r, approve: false })}
                      >
                        {t('approvals.refuse')}
                      </Button>
                    </Space>
                  ) : (
                    <Typography.Text type="secondary">{t('approvals.own')}</Typography.Text>
                  ),
              }
            : {
                title: t('approvals.decider'),
                render: (_, r) =>
                  `${r.decider ?? ''}${r.decidedAt ? ` · ${date.format(new Date(r.decidedAt))}` : ''}${r.note ? ` · ${r.note}` : ''}`,
              },
        ]}
      />
      <Modal
        open={deciding !== null}
        title={
          deciding
            ? t(deciding.approve ? 'approvals.approveTitle' : 'approvals.refuseTitle', {
                what: describeApproval(t, deciding.row),
              })
            : ''
        }
        okText={deciding?.approve ? t('approvals.approve') : t('approvals.refuse')}
        okButtonProps={{ danger: deciding?.approve === false, loading: decide.isPending }}
        onCancel={() => setDeciding(null)}
        onOk={() => form.submit()}
        destroyOnHidden
      >
        <Form
          form={form}
          layout="vertical"
          onFinish={(v) =>
            deciding &&
            decide.mutate({ id: deciding.row.id, approve: deciding.approve, note: v.note ?? '' })
          }
        >
          <Form.Item name="note" label={t('approvals.note')}>
            <Input.TextArea maxLength={LIMITS.staffReasonMax} rows={2} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
