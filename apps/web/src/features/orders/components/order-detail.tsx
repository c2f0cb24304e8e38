import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert, Button, Empty, Rate, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { ORDER_STATUS } from '@seuiot/contract';
import { LoadError } from '../../../components/load-error';
import { isNotFound } from '../../../lib/api-error';
import { showSuccessToast } from '../../../lib/feedback';
import { formatDate } from '../../../lib/format-date';
import { useLang } from '../../../lib/i18n';
import { useOrder } from '../api/get-order';
import { useOrderAction, useRateOrder } from '../api/order-actions';
import { autoCloseIsNear, followUp } from '../order-logic';
import { AttachmentLinks } from './attachment-links';
import { CloseDialog } from './close-dialog';
import { Conversation } from './conversation';
import { ReplyBox } from './reply-box';
import { ServiceClock } from './service-clock';
import { StatusTag } from './status-tag';

/** One of my work orders: its fields, clock, conversation, and what I may do with it now. */
export function OrderDetail({ id }: { id: number }) {
  const { t } = useTranslation('orders');
  const lang = useLang();
  const navigate = useNavigate();
  const order = useOrder(id);
  const close = useOrderAction('close');
  const reopen = useOrderAction('reopen');
  const rate = useRateOrder();
  const [dialog, setDialog] = useState<'close' | 'rate' | null>(null);

  const back = (
    <Link to="/center/orders" className="wo-back">
      {t('detail.back')}
    </Link>
  );
  if (order.isError && !order.data)
    return (
      <div>
        {back}
        {isNotFound(order.error) ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('detail.notFound')} />
        ) : (
          <LoadError error={order.error} onRetry={() => void order.refetch()} />
        )}
      </div>
    );
  if (!order.data) return <Skeleton active paragraph={{ rows: 10 }} />;
  const o = order.data;
  const now = Date.now();
  const next = followUp(o, now);

  const confirm = async (score: number, comment: string) => {
    if (dialog === 'close') await close.mutateAsync(id);
    if (score > 0) await rate.mutateAsync({ id, score, comment });
    setDialog(null);
    showSuccessToast(dialog === 'close' ? t('close.done') : t('rate.done'));
  };

  return (
    <article className="wo-detail" aria-labelledby="wo-detail-title">
      {back}
      <header className="wo-detail-head">
        <h3 id="wo-detail-title">
          <span className="wo-number">{o.number}</span> {o.title}
        </h3>
        <StatusTag status={o.status} name={o.statusName} />
      </header>
      <dl className="wo-fields">
        <div>
          <dt>{t('field.typeId')}</dt>
          <dd>{o.typeName || '—'}</dd>
        </div>
        <div>
          <dt>{t('field.productName')}</dt>
          <dd>{o.productName || '—'}</dd>
        </div>
        {o.device && (
          <div>
            <dt>{t('field.deviceSerial')}</dt>
            <dd>{`${o.device.serial} · ${o.device.model}`}</dd>
          </div>
        )}
        {o.app && (
          <div>
            <dt>{t('field.appName')}</dt>
            <dd>{`${o.app.name} ${o.app.version}`}</dd>
          </div>
        )}
        <div>
          <dt>{t('field.contact')}</dt>
          <dd>{o.contact || '—'}</dd>
        </div>
        <div>
          <dt>{t('list.created')}</dt>
          <dd>{formatDate(o.createTime, lang, true)}</dd>
        </div>
        {o.closeTime && (
          <div>
            <dt>{t('detail.closed')}</dt>
            <dd>
              {formatDate(o.closeTime, lang, true)}
              {o.closedBy && ` (${t(`closedBy.${o.closedBy}`)})`}
            </dd>
          </div>
        )}
        {o.linkedOrder && (
          <div>
            <dt>{t('detail.linked')}</dt>
            <dd>
              <Link to={`/center/orders?id=${o.linkedOrder.id}`}>{o.linkedOrder.number}</Link>
            </dd>
          </div>
        )}
      </dl>
      <section className="wo-description" aria-labelledby="wo-description-title">
        <h3 id="wo-description-title">{t('field.description')}</h3>
        <p className="wo-message-text">{o.description || '—'}</p>
        <AttachmentLinks files={o.attachments} />
      </section>

      {o.status === ORDER_STATUS.replied && o.autoCloseTime && (
        <Alert
          type={autoCloseIsNear(o.autoCloseTime, now) ? 'warning' : 'info'}
          showIcon
          message={t('detail.autoClose', { time: formatDate(o.autoCloseTime, lang, true) })}
        />
      )}
      {o.status !== ORDER_STATUS.notSubmitted && <ServiceClock clock={o.clock} />}
      <Conversation messages={o.messages} />

      {o.actions.reply && <ReplyBox orderId={o.id} />}

      <div className="wo-actions">
        {o.actions.editDraft && (
          <Link to={`/support?tabIndex=2&draft=${o.id}`} className="ant-btn ant-btn-primary">
            {t('detail.editDraft')}
          </Link>
        )}
        {o.actions.close && <Button onClick={() => setDialog('close')}>{t('close.action')}</Button>}
        {o.actions.rate && !o.rating && (
          <Button onClick={() => setDialog('rate')}>{t('rate.action')}</Button>
        )}
        {next === 'reopen' && (
          <Button
            disabled={reopen.isPending}
            onClick={() =>
              reopen.mutate(id, { onSuccess: () => showSuccessToast(t('reopen.done')) })
            }
          >
            {t('reopen.action')}
          </Button>
        )}
        {next === 'newLinked' && (
          <Button onClick={() => void navigate(`/support?tabIndex=2&linked=${o.id}`)}>
            {t('reopen.newLinked')}
          </Button>
        )}
      </div>
      {o.status === ORDER_STATUS.closed && (
        <p className="wo-hint">
          {next === 'reopen' && o.reopenUntil
            ? t('reopen.until', { time: formatDate(o.reopenUntil, lang, true) })
            : t('reopen.expired')}
        </p>
      )}
      {o.rating && (
        <section className="wo-rating" aria-labelledby="wo-rating-title">
          <h3 id="wo-rating-title">{t('rate.yours')}</h3>
          <Rate
            disabled
            value={o.rating.score}
            aria-label={t('rate.star', { count: o.rating.score })}
          />
          {o.rating.comment && <p>{o.rating.comment}</p>}
        </section>
      )}
      <CloseDialog
        open={dialog !== null}
        mode={dialog ?? 'close'}
        busy={close.isPending || rate.isPending}
        onCancel={() => setDialog(null)}
        onConfirm={(score, comment) => void confirm(score, comment).catch(() => undefined)}
      />
    </article>
  );
}
