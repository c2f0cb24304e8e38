import { useState } from 'react';
import {
  Alert,
  App,
  Button,
  Card,
  Descriptions,
  Flex,
  List,
  Popconfirm,
  Select,
  Space,
  Spin,
  Tag,
  Typography,
} from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { OrderAttachment, StaffMe } from '@seuiot/contract';
import { apiPrefix } from '../../lib/config';
import { errorText } from '../../lib/errors';
import { clockText, durationText, StatusTag } from './order-parts';
import { NoteForm, ReplyForm } from './order-forms';
import { orderKey, useAgents, useAssign, useCloseOrder, useMerge, useOrder } from './api/orders';

/** An empty list's text, in a colour with enough contrast (antd's default is 1.8:1). */
function Empty({ text }: { text: string }) {
  return <Typography.Text type="secondary">{text}</Typography.Text>;
}

function Files({ files }: { files: OrderAttachment[] }) {
  const { t } = useTranslation();
  if (!files.length) return null;
  return (
    <Flex gap={8} wrap>
      {files.map((f) => (
        <a key={f.id} href={`${apiPrefix()}${f.url}`} download={f.name}>
          {t('orders.download', { name: f.name, kb: Math.max(1, Math.round(f.size / 1024)) })}
        </a>
      ))}
    </Flex>
  );
}

/** One work order for staff: the facts, the conversation, notes and every action. */
export function OrderDetailView({
  id,
  me,
  onOpen,
}: {
  id: number;
  me: StaffMe;
  onOpen: (id: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [mergeInto, setMergeInto] = useState<number | undefined>();
  const q = useOrder(id);
  const agents = useAgents();
  const done = (text: string) => () => {
    void message.success(text);
    void client.invalidateQueries({ queryKey: ['console', 'orders'] });
  };
  const failed = (err: unknown) => {
    void message.error(errorText(t, err));
    void client.invalidateQueries({ queryKey: orderKey(id) });
  };
  const assign = useAssign({ onSuccess: done(t('orders.assigned')), onError: failed });
  const merge = useMerge({ onSuccess: done(t('orders.merged')), onError: failed });
  const close = useCloseOrder({ onSuccess: done(t('orders.closed')), onError: failed });
  const date = new Intl.DateTimeFormat(i18n.language === 'zh' ? 'zh-CN' : 'en', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  if (q.isPending) return <Spin aria-label={t('common.loading')} />;
  if (q.isError)
    return <Alert type="error" role="alert" showIcon message={errorText(t, q.error)} />;
  const o = q.data;
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
        {o.number} · {o.title}
      </Typography.Title>
      <Descriptions
        column={1}
        bordered
        size="small"
        items={[
          { key: 's', label: t('orders.status'), children: <StatusTag status={o.status} /> },
          { key: 'c', label: t('orders.customer'), children: o.customer.username },
          { key: 'ty', label: t('orders.type'), children: o.typeName || '—' },
          { key: 'p', label: t('orders.product'), children: o.productName || '—' },
          { key: 'co', label: t('orders.contact'), children: o.contact || '—' },
          {
            key: 'sub',
            label: t('orders.subject'),
            children:
              [
                o.device && `${o.device.model} (${o.device.serial})`,
                o.app && `${o.app.name} ${o.app.version}`,
              ]
                .filter(Boolean)
                .join(' · ') || '—',
          },
          { key: 'cr', label: t('orders.created'), children: date.format(new Date(o.createTime)) },
          { key: 'cl', label: t('orders.clock'), children: clockText(t, o.clock) },
          {
            key: 'fr',
            label: t('orders.firstReply'),
            children: o.clock.firstReplyMs === null ? '—' : durationText(t, o.clock.firstReplyMs),
          },
          ...(o.linkedOrder
            ? [
                {
                  key: 'l',
                  label: t('orders.linked'),
                  children: (
                    <Button
                      type="link"
                      style={{ padding: 0 }}
                      onClick={() => onOpen(o.linkedOrder!.id)}
                    >
                      {o.linkedOrder.number}
                    </Button>
                  ),
                },
              ]
            : []),
          ...(o.mergedInto
            ? [
                {
                  key: 'm',
                  label: t('orders.mergedInto'),
                  children: (
                    <Button
                      type="link"
                      style={{ padding: 0 }}
                      onClick={() => onOpen(o.mergedInto!.id)}
                    >
                      {o.mergedInto.number}
                    </Button>
                  ),
                },
              ]
            : []),
          {
            key: 'r',
            label: t('orders.rating'),
            children: o.rating
              ? `${'★'.repeat(o.rating.score)}${'☆'.repeat(5 - o.rating.score)} ${o.rating.comment}`
              : t('orders.notRated'),
          },
        ]}
      />
      <Card size="small" title={t('orders.description')}>
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>
          {o.description}
        </Typography.Paragraph>
        <Files files={o.attachments} />
      </Card>
      <Flex gap={8} wrap align="center">
        <Select
          aria-label={t('orders.assignTo')}
          style={{ minWidth: 200 }}
          disabled={!o.actions.assign || assign.isPending}
          value={o.assignee?.id ?? 0}
          onChange={(v: number) =>
            assign.mutate({ orderId: o.id, staffId: v || null, from: o.assignee?.id ?? null })
          }
          options={[
            { value: 0, label: t('orders.unassigned') },
            ...(agents.data ?? []).map((a) => ({
              value: a.id,
              label:
                a.id === o.assignee?.id || a.name !== me.username
                  ? a.name
                  : `${a.name} (${t('orders.me')})`,
            })),
          ]}
        />
        {o.actions.merge && (
          <Space.Compact>
            <Select
              aria-label={t('orders.mergeInto')}
              placeholder={t('orders.mergeInto')}
              style={{ minWidth: 200 }}
              value={mergeInto}
              onChange={(v: number) => setMergeInto(v)}
              options={o.mergeTargets.map((m) => ({ value: m.id, label: m.number }))}
            />
            <Popconfirm
              title={t('orders.mergeConfirm')}
              onConfirm={() => {
                if (mergeInto !== undefined) merge.mutate({ orderId: o.id, intoId: mergeInto });
              }}
            >
              <Button loading={merge.isPending}>{t('orders.merge')}</Button>
            </Popconfirm>
          </Space.Compact>
        )}
        {o.actions.close && (
          <Popconfirm
            title={t('orders.closeConfirm')}
            onConfirm={() => close.mutate({ orderId: o.id })}
          >
            <Button danger loading={close.isPending}>
              {t('orders.close')}
            </Button>
          </Popconfirm>
        )}
      </Flex>
      <Card size="small" title={t('orders.conversation')}>
        <List
          dataSource={o.messages}
          locale={{ emptyText: <Empty text={t('orders.noMessages')} /> }}
          renderItem={(m) => (
            <List.Item>
              <Flex vertical gap={4} style={{ width: '100%' }}>
                <Typography.Text strong>
                  {m.author === 'system' ? t('orders.system') : m.authorName}{' '}
                  <Tag>{t(`orders.author_${m.author}`)}</Tag>
                  <Typography.Text type="secondary">
                    {date.format(new Date(m.createTime))}
                  </Typography.Text>
                </Typography.Text>
                <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
                  {m.content}
                </Typography.Paragraph>
                <Files files={m.attachments} />
              </Flex>
            </List.Item>
          )}
        />
        {o.actions.reply && (
          <ReplyForm orderId={o.id} onDone={done(t('orders.replied'))} onError={failed} />
        )}
      </Card>
      <Card
        size="small"
        title={t('orders.notes')}
        extra={<Tag color="#874d00">{t('orders.internal')}</Tag>}
      >
        <List
          dataSource={o.notes}
          locale={{ emptyText: <Empty text={t('orders.noNotes')} /> }}
          renderItem={(n) => (
            <List.Item>
              <Flex vertical gap={4}>
                <Typography.Text strong>
                  {n.staff}{' '}
                  <Typography.Text type="secondary">
                    {date.format(new Date(n.createTime))}
                  </Typography.Text>
                </Typography.Text>
                <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
                  {n.content}
                </Typography.Paragraph>
              </Flex>
            </List.Item>
          )}
        />
        <NoteForm orderId={o.id} onDone={done(t('orders.noted'))} onError={failed} />
      </Card>
    </Flex>
  );
}
