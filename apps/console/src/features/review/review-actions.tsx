import { useState } from 'react';
import { Button, Form, Input, Modal, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  isReasonFor,
  LIMITS,
  REVIEW_REASON_CODES,
  REVIEW_REASONS,
  type ConsoleReviewQueue,
  type Review,
} from '@seuiot/contract';
import { RequiredSelect } from '../../lib/required-select';

const SCOPE = { developers: 'developer', apps: 'app', versions: 'version' } as const;

/**
 * A decision's outcome, typed reasons and note. Each reason's label is built from its code in the
 * console language (not the title the server wrote in the portal language: issue 26).
 */
export function ReviewOutcome({
  review,
}: {
  review: Pick<Review, 'outcome' | 'reasons' | 'note'>;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'zh' ? 'zh' : 'en';
  const label = (code: string) => {
    const r = REVIEW_REASONS[code as keyof typeof REVIEW_REASONS] ?? REVIEW_REASONS.other;
    return `${r.rule} ${r[lang].title}`;
  };
  return (
    <Typography.Paragraph>
      {t(`review.outcome_${review.outcome}`)}
      {review.reasons.length > 0 && `: ${review.reasons.map((r) => label(r.code)).join('; ')}`}
      {review.note && ` — ${review.note}`}
    </Typography.Paragraph>
  );
}

/** Approve (after a confirmation) or reject with typed reasons and a note, in a dialog. */
export function DecideButtons({
  queue,
  pending,
  onDecide,
}: {
  queue: ConsoleReviewQueue;
  pending: boolean;
  onDecide: (d: { approve: boolean; reasons?: string[]; note?: string }) => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'zh' ? 'zh' : 'en';
  const [dialog, setDialog] = useState<'approve' | 'reject' | null>(null);
  const [form] = Form.useForm<{ reasons: string[]; note: string }>();
  const reasons = Form.useWatch('reasons', form) ?? [];
  const codes = REVIEW_REASON_CODES.filter((c) => isReasonFor(c, SCOPE[queue]));
  return (
    <>
      {/* Its own Space: as one item of the detail's row the two buttons touched. */}
      <Space wrap>
        <Button type="primary" loading={pending} onClick={() => setDialog('approve')}>
          {t('review.approve')}
        </Button>
        <Button danger loading={pending} onClick={() => setDialog('reject')}>
          {t('review.reject')}
        </Button>
      </Space>
      <Modal
        open={dialog === 'approve'}
        title={t('review.approveTitle')}
        okText={t('review.approve')}
        cancelText={t('review.cancel')}
        confirmLoading={pending}
        onOk={() => {
          onDecide({ approve: true });
          setDialog(null);
        }}
        onCancel={() => setDialog(null)}
      >
        {t('review.approveText')}
      </Modal>
      <Modal
        open={dialog === 'reject'}
        title={t('review.rejectTitle')}
        okText={t('review.reject')}
        okButtonProps={{ danger: true }}
        cancelText={t('review.cancel')}
        confirmLoading={pending}
        onOk={() => form.submit()}
        onCancel={() => setDialog(null)}
        destroyOnHidden
      >
        <Form
          form={form}
          layout="vertical"
          preserve={false}
          onFinish={(v) => {
            onDecide({ approve: false, reasons: v.reasons, note: v.note ?? '' });
            setDialog(null);
          }}
        >
          <Form.Item
            name="reasons"
            label={t('review.reasons')}
            rules={[{ required: true, message: t('review.reasonsRequired') }]}
          >
            <RequiredSelect
              mode="multiple"
              options={codes.map((c) => ({
                value: c,
                label: `${REVIEW_REASONS[c].rule} ${REVIEW_REASONS[c][lang].title}`,
              }))}
            />
          </Form.Item>
          <Form.Item
            name="note"
            label={t('review.note')}
            rules={[
              {
                required: reasons.includes('other'),
                whitespace: true,
                message: t('review.noteRequired'),
              },
            ]}
          >
            <Input.TextArea maxLength={LIMITS.reviewTextMax} showCount rows={4} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}

/** A reply on the review thread (the developer gets a message). */
export function ReplyForm({
  pending,
  onReply,
}: {
  pending: boolean;
  onReply: (text: string) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ text: string }>();
  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={(v) => {
        onReply(v.text);
        form.resetFields();
      }}
    >
      <Form.Item
        name="text"
        label={t('review.reply')}
        rules={[{ required: true, whitespace: true, message: t('review.replyRequired') }]}
      >
        <Input.TextArea maxLength={LIMITS.reviewTextMax} rows={2} />
      </Form.Item>
      <Button htmlType="submit" loading={pending}>
        {t('review.send')}
      </Button>
    </Form>
  );
}
