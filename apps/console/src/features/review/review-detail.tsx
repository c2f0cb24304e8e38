import { Alert, App, Button, Descriptions, Flex, Space, Spin, Table, Tag, Typography } from 'antd';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { useTranslation } from 'react-i18next';
import type {
  ConsoleApk,
  ConsoleReviewDetail,
  ConsoleReviewQueue,
  ReopenSubject,
  StaffMe,
} from '@seuiot/contract';
import { errorText } from '../../lib/errors';
import { ReasonButton } from '../../lib/reason-button';
import { DecideButtons, ReplyForm, ReviewOutcome } from './review-actions';
import {
  reviewFileUrl as fileUrl,
  reviewPackageUrl,
  useReviewAction,
  useReviewDetail,
} from './api/review';

/**
 * The stored package as a download for a reviewer (issue 26 item 5, decision 0052): a plain link
 * the browser saves under the server's file name; the server audits each download.
 */
function PackageDownload({ apk }: { apk: ConsoleApk }) {
  const { t } = useTranslation();
  return (
    <Button
      href={reviewPackageUrl(apk.versionId)}
      download
      icon={<DownloadOutlined aria-hidden />}
      aria-label={t('review.downloadApkNamed', { version: apk.versionName || apk.versionCode })}
    >
      {t('review.downloadApk')}
    </Button>
  );
}

function Apk({ apk, title, download }: { apk: ConsoleApk; title: string; download: boolean }) {
  const { t } = useTranslation();
  return (
    <Descriptions
      title={title}
      extra={download ? <PackageDownload apk={apk} /> : undefined}
      column={1}
      bordered
      size="small"
      items={[
        { key: 'p', label: t('review.field_packageName'), children: apk.packageName },
        { key: 'c', label: t('review.field_versionCode'), children: apk.versionCode ?? '-' },
        { key: 'n', label: t('review.field_versionName'), children: apk.versionName },
        { key: 's', label: t('review.field_minSdk'), children: apk.minSdk ?? '-' },
        {
          key: 'sig',
          label: t('review.field_signerSha256'),
          children: (
            <code style={{ wordBreak: 'break-all' }}>{apk.signerSha256.join(', ') || '-'}</code>
          ),
        },
        {
          key: 'size',
          label: t('review.field_packageSize'),
          children: `${(apk.packageSize / 1024 / 1024).toFixed(2)} MB`,
        },
      ]}
    />
  );
}

/** What was submitted, its history and the reviewer's actions. */
/** A decision not live on the market may be re-opened with a second reviewer (decision 0020). */
function reopenable(d: ConsoleReviewDetail): boolean {
  return ['approved', 'rejected', 'updateRejected'].includes(d.status) && !d.released;
}

function reopenTarget(d: ConsoleReviewDetail): { subject: ReopenSubject; id: number } {
  if (d.subject === 'developer') return { subject: 'developer', id: d.userId };
  if (d.subject === 'version') return { subject: 'version', id: d.id };
  return { subject: 'app', id: d.appId ?? d.id };
}

export function ReviewDetail({
  queue,
  id,
  me,
  onDecided,
}: {
  queue: ConsoleReviewQueue;
  id: number;
  me: StaffMe;
  onDecided: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const detail = useReviewDetail(queue, id);
  const post = useReviewAction({
    onSuccess: (m) => {
      void message.success(t(m.done));
      if (m.close) onDecided();
    },
    onError: (err) => void message.error(errorText(t, err)),
  });
  if (detail.isPending) return <Spin aria-label={t('common.loading')} />;
  if (detail.isError)
    return <Alert type="error" role="alert" showIcon message={errorText(t, detail.error)} />;
  const d = detail.data;
  const reviewer = me.roles.includes('reviewer');
  return (
    <Flex vertical gap={16}>
      <Space wrap>
        <Tag>{t(`review.subject_${d.subject}`)}</Tag>
        <Tag color="blue">{t(`review.status_${d.status}`, { defaultValue: d.status })}</Tag>
        {d.released && <Tag color="green">{t('review.released')}</Tag>}
        {d.takenDownReason && <Tag color="red">{t('review.takenDownTag')}</Tag>}
        <Typography.Text>
          {t('review.developer')}: {d.username}
        </Typography.Text>
      </Space>
      {d.takenDownReason && (
        <Alert
          type="warning"
          showIcon
          message={t('review.takenDownNote', { reason: d.takenDownReason })}
        />
      )}
      <Descriptions
        title={t('review.form')}
        column={1}
        bordered
        size="small"
        items={d.fields.map((f) => ({
          key: f.key,
          label: t(`review.field_${f.key}`, { defaultValue: f.key }),
          children:
            f.key === 'type' ? t(`review.devType_${f.value}`, { defaultValue: f.value }) : f.value,
        }))}
      />
      {(d.iconFileId !== null || d.media.length > 0) && (
        <section aria-label={t('review.media')}>
          <Typography.Title level={2} style={{ fontSize: 16 }}>
            {t('review.media')}
          </Typography.Title>
          <Flex gap={12} wrap>
            {d.iconFileId !== null && (
              <img
                src={fileUrl(d.iconFileId)}
                alt={t('review.icon')}
                width={96}
                height={96}
                style={{ borderRadius: 16 }}
              />
            )}
            {d.media.map((m, i) =>
              m.fileId === null ? null : m.kind === 'video' ? (
                <video
                  key={i}
                  src={fileUrl(m.fileId)}
                  controls
                  aria-label={t('review.medium', { n: i + 1 })}
                  style={{ maxWidth: 240 }}
                />
              ) : (
                <img
                  key={i}
                  src={fileUrl(m.fileId)}
                  alt={t('review.medium', { n: i + 1 })}
                  style={{ maxWidth: 180, maxHeight: 320 }}
                />
              ),
            )}
          </Flex>
        </section>
      )}
      {d.apk && <Apk apk={d.apk} title={t('review.apk')} download={reviewer} />}
      {d.previous && <Apk apk={d.previous} title={t('review.previous')} download={reviewer} />}
      {(d.previous || d.subject === 'update') && (
        <Table
          size="small"
          rowKey="key"
          pagination={false}
          title={() => t('review.changes')}
          dataSource={d.changes}
          locale={{ emptyText: t('review.noChanges') }}
          scroll={{ x: 480 }}
          columns={[
            {
              title: t('review.changeField'),
              render: (_, c) => t(`review.field_${c.key}`, { defaultValue: c.key }),
            },
            { title: t('review.before'), dataIndex: 'before' },
            { title: t('review.after'), dataIndex: 'after' },
          ]}
        />
      )}
      {d.review && (
        <section aria-label={t('review.thread')}>
          <Typography.Title level={2} style={{ fontSize: 16 }}>
            {t('review.thread')}
          </Typography.Title>
          <ReviewOutcome review={d.review} />
          <ul>
            {d.review.replies.map((r) => (
              <li key={r.id}>
                <Typography.Text strong>{t(`review.author_${r.author}`)}:</Typography.Text>{' '}
                {r.content}
              </li>
            ))}
          </ul>
          {d.actions.reply && (
            <ReplyForm
              pending={post.isPending}
              onReply={(text) =>
                post.mutate({
                  action: { kind: 'reply', body: { reviewId: d.review!.id, text } },
                  done: 'review.replied',
                })
              }
            />
          )}
        </section>
      )}
      <Space wrap>
        {d.actions.decide && (
          <DecideButtons
            queue={queue}
            pending={post.isPending}
            onDecide={(body) =>
              post.mutate({
                action: { kind: 'decide', body: { queue, id, ...body } },
                done: body.approve ? 'review.approved' : 'review.rejected',
                close: true,
              })
            }
          />
        )}
        {d.actions.takeDown && d.appId !== null && (
          <ReasonButton
            action="takeDown"
            pending={post.isPending}
            onSubmit={(reason) =>
              post.mutate({
                action: { kind: 'takeDown', body: { appId: d.appId!, reason } },
                done: 'review.takenDown',
              })
            }
          />
        )}
        {reopenable(d) && (
          <ReasonButton
            action="reopen"
            pending={post.isPending}
            onSubmit={(reason) =>
              post.mutate({
                action: { kind: 'reopen', body: { ...reopenTarget(d), reason } },
                done: 'review.reopenAsked',
              })
            }
          />
        )}
      </Space>
      <Typography.Text type="secondary">
        {t('review.signedAs', { name: me.username })}
      </Typography.Text>
    </Flex>
  );
}
