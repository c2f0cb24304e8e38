import { useState } from 'react';
import {
  Alert,
  App,
  Button,
  Descriptions,
  Drawer,
  Flex,
  Form,
  Input,
  Space,
  Table,
  Tabs,
  Typography,
} from 'antd';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  CERT_KINDS,
  CERT_REJECT_REASONS,
  CONSOLE_ROUTES,
  type CertDecision,
  type ConsoleCertDetail,
  type ConsoleCertKind,
  type Page,
  type StaffMe,
} from '@seuiot/contract';
import { api, query } from '../../lib/api';
import { apiPrefix } from '../../lib/config';
import { errorText } from '../../lib/errors';
import { RequiredSelect } from '../../lib/required-select';
import { CertReopen } from './cert-reopen';

interface Row {
  userId: number;
  username: string;
  name: string;
  submittedAt: string;
}

/** A submitted photo, shown with the reviewer's name over it (screenshots carry who took them). */
function Photo({
  kind,
  userId,
  photo,
  reviewer,
}: {
  kind: string;
  userId: number;
  photo: string;
  reviewer: string;
}) {
  const { t } = useTranslation();
  return (
    <figure style={{ position: 'relative', margin: 0, maxWidth: 360 }}>
      <img
        src={`${apiPrefix()}${CONSOLE_ROUTES.certPhoto}${query({ kind, userId, photo })}`}
        alt={t(`certs.photo_${photo}`)}
        style={{ width: '100%', display: 'block' }}
        draggable={false}
      />
      <div
        aria-hidden
        style={{
          position: 'absolute',
          inset: 0,
          display: 'grid',
          placeItems: 'center',
          color: 'rgba(200,0,0,0.35)',
          fontSize: 20,
          transform: 'rotate(-20deg)',
          pointerEvents: 'none',
          userSelect: 'none',
        }}
      >
        {reviewer} · {new Date().toISOString().slice(0, 10)}
      </div>
      <figcaption>{t(`certs.photo_${photo}`)}</figcaption>
    </figure>
  );
}

/** The decision form: approve, or reject with a typed reason and free text. */
export function DecisionForm({
  detail,
  pending,
  onDecide,
}: {
  detail: ConsoleCertDetail;
  pending: boolean;
  onDecide: (d: CertDecision) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reasonType: CertDecision['reasonType']; reason: string }>();
  const reasonType = Form.useWatch('reasonType', form);
  const base = { kind: detail.kind, userId: detail.userId };
  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={(v) =>
        onDecide({ ...base, approve: false, reasonType: v.reasonType, reason: v.reason ?? '' })
      }
    >
      <Form.Item
        name="reasonType"
        label={t('certs.reasonType')}
        rules={[{ required: true, message: t('certs.reasonTypeRequired') }]}
      >
        <RequiredSelect
          options={CERT_REJECT_REASONS.map((r) => ({ value: r, label: t(`certs.reason_${r}`) }))}
        />
      </Form.Item>
      <Form.Item
        name="reason"
        label={t('certs.reason')}
        rules={[
          {
            required: reasonType === 'other',
            whitespace: true,
            message: t('certs.reasonRequired'),
          },
        ]}
      >
        <Input.TextArea maxLength={500} showCount rows={3} />
      </Form.Item>
      <Space wrap>
        <Button
          type="primary"
          loading={pending}
          onClick={() => onDecide({ ...base, approve: true, reason: '' })}
        >
          {t('certs.approve')}
        </Button>
        <Button danger htmlType="submit" loading={pending}>
          {t('certs.reject')}
        </Button>
      </Space>
    </Form>
  );
}

/** Identity and enterprise certifications waiting for review. */
export default function CertsPage({ me }: { me: StaffMe }) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const kind: ConsoleCertKind = params.get('kind') === 'enterprise' ? 'enterprise' : 'identity';
  const [page, setPage] = useState({ pageNum: 1, pageSize: 10 });
  const [open, setOpen] = useState<number | null>(null);
  const list = useQuery({
    queryKey: ['console', 'certs', kind, page],
    queryFn: () => api<Page<Row>>('GET', CONSOLE_ROUTES.certs + query({ kind, ...page })),
    placeholderData: keepPreviousData,
  });
  const detail = useQuery({
    queryKey: ['console', 'cert', kind, open],
    queryFn: () =>
      api<ConsoleCertDetail>('GET', CONSOLE_ROUTES.certDetail + query({ kind, userId: open! })),
    enabled: open !== null,
  });
  const decide = useMutation({
    mutationFn: (d: CertDecision) => api<null>('POST', CONSOLE_ROUTES.certDecide, d),
    onSuccess: (_r, d) => {
      void message.success(t(d.approve ? 'certs.approved' : 'certs.rejected'));
      setOpen(null);
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
        {t('shell.certs')}
      </Typography.Title>
      <Tabs
        activeKey={kind}
        onChange={(k) => {
          setParams({ kind: k });
          setPage({ ...page, pageNum: 1 });
        }}
        items={CERT_KINDS.map((k) => ({ key: k, label: t(`certs.kind_${k}`) }))}
      />
      <Table<Row>
        rowKey="userId"
        loading={list.isFetching}
        dataSource={list.data?.list ?? []}
        scroll={{ x: 560 }}
        locale={{ emptyText: list.isError ? errorText(t, list.error) : t('common.empty') }}
        pagination={{
          current: page.pageNum,
          pageSize: page.pageSize,
          total: list.data?.total ?? 0,
          onChange: (pageNum, pageSize) => setPage({ pageNum, pageSize }),
        }}
        columns={[
          { title: t('accounts.username'), dataIndex: 'username' },
          { title: t(`certs.name_${kind}`), dataIndex: 'name' },
          { title: t('certs.submittedAt'), render: (_, r) => date.format(new Date(r.submittedAt)) },
          {
            title: t('common.actions'),
            render: (_, r) => (
              <Button
                size="small"
                type="primary"
                aria-label={`${t('certs.review')} ${r.username}`}
                onClick={() => setOpen(r.userId)}
              >
                {t('certs.review')}
              </Button>
            ),
          },
        ]}
      />
      <Drawer
        open={open !== null}
        onClose={() => setOpen(null)}
        title={t('certs.reviewTitle', { name: detail.data?.username ?? '' })}
        width="min(640px, 100vw)"
        destroyOnHidden
      >
        {detail.isError && (
          <Alert type="error" role="alert" showIcon message={errorText(t, detail.error)} />
        )}
        {detail.data && (
          <Flex vertical gap={16}>
            <Descriptions
              column={1}
              bordered
              size="small"
              items={detail.data.fields
                .filter((f) => f.key !== 'rejectReason' || f.value)
                .map((f) => ({
                  key: f.key,
                  label: t(`certs.field_${f.key}`),
                  children:
                    f.key === 'idType'
                      ? t(`certs.idType_${f.value}`, { defaultValue: f.value })
                      : f.value,
                }))}
            />
            <Flex gap={12} wrap>
              {detail.data.photos.map((p) => (
                <Photo
                  key={p}
                  kind={kind}
                  userId={detail.data.userId}
                  photo={p}
                  reviewer={me.username}
                />
              ))}
            </Flex>
            <DecisionForm
              detail={detail.data}
              pending={decide.isPending}
              onDecide={(d) => decide.mutate(d)}
            />
          </Flex>
        )}
      </Drawer>
      <CertReopen kind={kind} />
    </>
  );
}
