import { useState } from 'react';
import {
  App,
  Button,
  Flex,
  Form,
  Input,
  Modal,
  Segmented,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  ACCOUNT_STATES,
  CONSOLE_ROUTES,
  LIMITS,
  type AccountAction,
  type ConsoleAccount,
} from '@seuiot/contract';
import { api } from '../../lib/api';
import { errorText } from '../../lib/errors';
import { usePagedList } from '../../lib/paged-table';

type Status = (typeof ACCOUNT_STATES)[number];

/** What each state's rows can be moved to. */
const ACTIONS: Record<Status, AccountAction[]> = {
  pending: ['approve', 'reject'],
  active: ['disable'],
  disabled: ['enable'],
};

/** Customer accounts by state: approve or reject new ones, disable and enable the others. */
export default function AccountsPage() {
  const { t, i18n } = useTranslation();
  const { message, modal } = App.useApp();
  const client = useQueryClient();
  const [status, setStatus] = useState<Status>('pending');
  const [rejecting, setRejecting] = useState<ConsoleAccount | null>(null);
  const [form] = Form.useForm<{ reason: string }>();
  // Accounts awaiting approval picked for one "approve all" request (four eyes, decision 0022).
  const [selected, setSelected] = useState<number[]>([]);
  const paged = usePagedList<ConsoleAccount>(['console', 'accounts'], CONSOLE_ROUTES.accounts, {
    status,
  });
  const decide = useMutation({
    mutationFn: (d: { userId: number; action: AccountAction; reason?: string }) =>
      api<null>('POST', CONSOLE_ROUTES.accountDecide, d),
    onSuccess: (_r, d) => {
      void message.success(t(`accounts.done_${d.action}`));
      setRejecting(null);
      form.resetFields();
    },
    onError: (err) => void message.error(errorText(t, err)),
    onSettled: () => void client.invalidateQueries({ queryKey: ['console'] }),
  });
  const approveAll = useMutation({
    mutationFn: (userIds: number[]) =>
      api<{ approvalId: number }>('POST', CONSOLE_ROUTES.accountApproveAll, { userIds }),
    onSuccess: () => {
      void message.success(t('accounts.approveAllAsked'));
      setSelected([]);
    },
    onError: (err) => void message.error(errorText(t, err)),
    // The rows asked for now carry the "awaiting second reviewer" mark.
    onSettled: () => void client.invalidateQueries({ queryKey: ['console'] }),
  });
  /** Asks before sending: the request names how many accounts it would approve. */
  const confirmApproveAll = () => {
    const userIds = selected;
    void modal.confirm({
      title: t('accounts.approveAllConfirmTitle', { count: userIds.length }),
      content: t('accounts.approveAllConfirmBody'),
      okText: t('accounts.approveAllConfirmOk'),
      cancelText: t('common.cancel'),
      onOk: () => approveAll.mutateAsync(userIds).catch(() => undefined),
    });
  };
  const date = new Intl.DateTimeFormat(i18n.language === 'zh' ? 'zh-CN' : 'en', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 22 }}>
        {t('shell.accounts')}
      </Typography.Title>
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <Segmented<Status>
          aria-label={t('accounts.status')}
          value={status}
          onChange={(v) => {
            setStatus(v);
            setSelected([]);
            paged.firstPage();
          }}
          options={ACCOUNT_STATES.map((s) => ({ value: s, label: t(`accounts.state_${s}`) }))}
        />
        <Input.Search {...paged.search(t('accounts.search'))} />
        {status === 'pending' && (
          <Button
            type="primary"
            disabled={selected.length === 0}
            loading={approveAll.isPending}
            onClick={confirmApproveAll}
          >
            {t('accounts.approveAll', { count: selected.length })}
          </Button>
        )}
      </Flex>
      <Table<ConsoleAccount>
        rowKey="id"
        rowSelection={
          status === 'pending'
            ? {
                selectedRowKeys: selected,
                onChange: (keys) => setSelected(keys.map(Number)),
                // antd passes the label on to the checkbox input (screen readers name the row).
                getCheckboxProps: (r) => ({ 'aria-label': r.username }) as object,
              }
            : undefined
        }
        {...paged.table(t)}
        // Not antd's scroll.x: with row selection its hidden measuring row holds a focusable
        // checkbox (axe aria-hidden-focus). The wrapper scrolls a wide table instead.
        style={{ overflowX: 'auto' }}
        columns={[
          {
            title: t('accounts.username'),
            render: (_, r) => (
              <Space wrap size={4}>
                {r.username}
                {r.awaitingApproval && <Tag color="gold">{t('accounts.awaitingSecond')}</Tag>}
              </Space>
            ),
          },
          { title: t('accounts.truename'), dataIndex: 'truename' },
          { title: t('accounts.company'), dataIndex: 'companyName' },
          { title: t('accounts.contact'), render: (_, r) => r.phone || r.email },
          { title: t('accounts.createdAt'), render: (_, r) => date.format(new Date(r.createdAt)) },
          {
            title: t('common.actions'),
            render: (_, r) => (
              <Space wrap>
                {ACTIONS[r.status].map((action) => (
                  <Button
                    key={action}
                    size="small"
                    danger={action === 'reject' || action === 'disable'}
                    type={action === 'approve' ? 'primary' : 'default'}
                    aria-label={`${t(`accounts.${action}`)} ${r.username}`}
                    loading={decide.isPending && decide.variables?.userId === r.id}
                    onClick={() =>
                      action === 'reject'
                        ? setRejecting(r)
                        : decide.mutate({ userId: r.id, action })
                    }
                  >
                    {t(`accounts.${action}`)}
                  </Button>
                ))}
              </Space>
            ),
          },
        ]}
      />
      <Modal
        open={rejecting !== null}
        title={t('accounts.rejectTitle', { name: rejecting?.username ?? '' })}
        okText={t('accounts.reject')}
        okButtonProps={{ danger: true, loading: decide.isPending }}
        onCancel={() => setRejecting(null)}
        onOk={() => form.submit()}
        destroyOnHidden
      >
        <Form
          form={form}
          layout="vertical"
          onFinish={(v) =>
            rejecting && decide.mutate({ userId: rejecting.id, action: 'reject', reason: v.reason })
          }
        >
          <Form.Item
            name="reason"
            label={t('accounts.reason')}
            rules={[{ required: true, whitespace: true, message: t('accounts.reasonRequired') }]}
          >
            <Input.TextArea maxLength={LIMITS.staffReasonMax} showCount rows={3} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
