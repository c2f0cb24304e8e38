import { Alert, App, Descriptions, Flex, Form, Input, Button, Space, Tag, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  CERT_REJECT_REASONS,
  CONSOLE_ROUTES,
  LIMITS,
  regionName,
  type CertDecision,
  type ConsoleCertDetail,
  type ConsoleCertKind,
  type StaffMe,
} from '@seuiot/contract';
import { api, query } from '../../lib/api';
import { apiPrefix } from '../../lib/config';
import { errorText } from '../../lib/errors';
import { RequiredSelect } from '../../lib/required-select';
import { CertReopen } from './cert-reopen';

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
        <Input.TextArea maxLength={LIMITS.staffReasonMax} showCount rows={3} />
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

/**
 * One certification in the drawer: what was submitted and the photos; a waiting one is decided
 * here, a decided one can be re-opened with a second reviewer (four eyes, decision 0022).
 */
export function CertDetail({
  kind,
  userId,
  me,
  onDone,
}: {
  kind: ConsoleCertKind;
  userId: number;
  me: StaffMe;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'zh' ? 'zh' : 'en';
  const { message } = App.useApp();
  const client = useQueryClient();
  const detail = useQuery({
    queryKey: ['console', 'cert', kind, userId],
    queryFn: () =>
      api<ConsoleCertDetail>('GET', CONSOLE_ROUTES.certDetail + query({ kind, userId })),
  });
  const decide = useMutation({
    mutationFn: (d: CertDecision) => api<null>('POST', CONSOLE_ROUTES.certDecide, d),
    onSuccess: (_r, d) => {
      void message.success(t(d.approve ? 'certs.approved' : 'certs.rejected'));
      onDone();
    },
    onError: (err) => void message.error(errorText(t, err)),
    onSettled: () => void client.invalidateQueries({ queryKey: ['console'] }),
  });
  if (detail.isError)
    return <Alert type="error" role="alert" showIcon message={errorText(t, detail.error)} />;
  const d = detail.data;
  if (!d) return null;
  return (
    <Flex vertical gap={16}>
      <Typography.Text>
        {t('certs.status')}: <Tag>{t(`review.filter_${d.status}`, { defaultValue: d.status })}</Tag>
      </Typography.Text>
      <Descriptions
        column={1}
        bordered
        size="small"
        items={d.fields
          .filter((f) => f.key !== 'rejectReason' || f.value)
          .map((f) => ({
            key: f.key,
            label: t(`certs.field_${f.key}`),
            children:
              f.key === 'idType'
                ? t(`certs.idType_${f.value}`, { defaultValue: f.value })
                : f.key === 'country'
                  ? `${regionName(f.value, lang)} (${f.value})`
                  : f.value,
          }))}
      />
      <Flex gap={12} wrap>
        {d.photos.map((p) => (
          <Photo key={p} kind={kind} userId={d.userId} photo={p} reviewer={me.username} />
        ))}
      </Flex>
      {d.status === 'pending' && (
        <DecisionForm detail={d} pending={decide.isPending} onDecide={(x) => decide.mutate(x)} />
      )}
      {(d.status === 'approved' || d.status === 'rejected') && (
        <CertReopen kind={kind} userId={d.userId} />
      )}
    </Flex>
  );
}
