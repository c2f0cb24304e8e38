import { Button, Empty, Form, Input, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { reviewReplyFormSchema, type Review } from '@seuiot/contract';
import { StateTag } from '@seuiot/ui';
import { QueryError } from '../../../components/query-error';
import { showSuccessToast } from '../../../lib/feedback';
import { formatDate } from '../../../lib/format-date';
import { useLang } from '../../../lib/i18n';
import { useAppReviews } from '../api/get-app-reviews';
import { useReplyReview } from '../api/reply-review';
import { fieldRule } from '../app-rules';
import { RejectReasons } from './app-status';
import { useFieldErrors } from '../../../lib/field-errors';

function ReplyForm({ review }: { review: Review }) {
  const { t } = useTranslation('developer');
  const [form] = Form.useForm<{ content: string }>();
  const reply = useReplyReview(useFieldErrors(form).mutationOptions);
  return (
    <Form
      form={form}
      layout="vertical"
      className="review-reply-form"
      onFinish={({ content }) =>
        reply.mutate(
          { reviewId: review.id, content },
          {
            onSuccess: () => {
              form.resetFields();
              showSuccessToast(t('apps.done.replied'));
            },
          },
        )
      }
    >
      <Form.Item
        name="content"
        label={t('apps.view.replyLabel')}
        rules={[fieldRule(reviewReplyFormSchema.shape.content, t)]}
      >
        <Input.TextArea rows={2} />
      </Form.Item>
      <Button htmlType="submit" loading={reply.isPending}>
        {t('apps.view.reply')}
      </Button>
    </Form>
  );
}

function ReviewItem({ review }: { review: Review }) {
  const { t } = useTranslation('developer');
  const lang = useLang();
  return (
    <li className="app-review">
      <p>
        <StateTag tone={review.outcome === 'approved' ? 'success' : 'error'}>
          {t(`apps.outcome.${review.outcome}`)}
        </StateTag>{' '}
        {t(`apps.subject.${review.subject}`, { version: review.versionName ?? '' })}
      </p>
      <p className="app-meta">
        <span>{t('apps.submittedAt', { time: formatDate(review.submitTime, lang, true) })}</span>
        <span>{t('apps.decidedAt', { time: formatDate(review.decideTime, lang, true) })}</span>
      </p>
      <RejectReasons reasons={review.reasons} note={review.note} />
      {review.replies.length > 0 && (
        <ol className="review-replies" aria-label={t('apps.view.replies')}>
          {review.replies.map((reply) => (
            <li key={reply.id}>
              <strong>{t(`apps.author.${reply.author}`)}</strong>{' '}
              <span className="app-meta">{formatDate(reply.createTime, lang, true)}</span>
              <p className="plain-text">{reply.content}</p>
            </li>
          ))}
        </ol>
      )}
      <ReplyForm review={review} />
    </li>
  );
}

/** The review decisions on an app and its versions, newest first, each with its reply thread. */
export function ReviewHistory({ appId }: { appId: number }) {
  const { t } = useTranslation('developer');
  const query = useAppReviews(appId);
  if (query.isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('apps.view.noReview')} />;
  return (
    <ol className="review-list">
      {query.data.map((review) => (
        <ReviewItem key={review.id} review={review} />
      ))}
    </ol>
  );
}
