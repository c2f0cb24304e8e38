import { useState } from 'react';
import {
  App,
  Button,
  DatePicker,
  Flex,
  Form,
  Input,
  Modal,
  Segmented,
  Space,
  Table,
  Typography,
} from 'antd';
import type { Dayjs } from 'dayjs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  CONSOLE_ROUTES,
  NOTICE_STATES,
  type ConsoleNotice,
  type NoticeState,
} from '@seuiot/contract';
import { StateTag, type Tone } from '@seuiot/ui';
import { api } from '../../lib/api';
import { errorText } from '../../lib/errors';
import { usePagedList } from '../../lib/paged-table';
import { FigureCard } from '../../lib/content-figures';
import { EditDrawer } from './edit-drawer';
import { NoticeEditor, type NoticeForm } from './notice-editor';

type Filter = NoticeState | 'all';
const TONE: Record<NoticeState, Tone> = {
  draft: 'neutral',
  scheduled: 'info',
  published: 'success',
  withdrawn: 'error',
};

/** Notices in both languages: write, edit, publish now or at a time, withdraw (editor). */
export default function NoticesPage() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [state, setState] = useState<Filter>('all');
  const [editing, setEditing] = useState<ConsoleNotice | 'new' | null>(null);
  const [scheduling, setScheduling] = useState<ConsoleNotice | null>(null);
  const [at, setAt] = useState<Dayjs | null>(null);
  const [form] = Form.useForm<NoticeForm>();
  const paged = usePagedList<ConsoleNotice>(['console', 'notices'], CONSOLE_ROUTES.notices, {
    state: state === 'all' ? undefined : state,
  });
  const done = (key: string) => ({
    onSuccess: () => void message.success(t(key)),
    onError: (err: unknown) => void message.error(errorText(t, err)),
    onSettled: () => void client.invalidateQueries({ queryKey: ['console'] }),
  });
  const save = useMutation({
    mutationFn: (v: NoticeForm) =>
      api<ConsoleNotice>('POST', CONSOLE_ROUTES.noticeSave, {
        ...v,
        ...(editing && editing !== 'new' ? { id: editing.id } : {}),
      }),
    ...done('content.saved'),
    onSuccess: () => {
      void message.success(t('content.saved'));
      setEditing(null);
    },
  });
  const publish = useMutation({
    mutationFn: (v: { id: number; at?: string }) =>
      api<ConsoleNotice>('POST', CONSOLE_ROUTES.noticePublish, v),
    ...done('content.publishedDone'),
    onSuccess: (n) => {
      void message.success(
        t(n.state === 'scheduled' ? 'content.scheduledDone' : 'content.publishedDone'),
      );
      setScheduling(null);
    },
  });
  const withdraw = useMutation({
    mutationFn: (id: number) => api<ConsoleNotice>('POST', CONSOLE_ROUTES.noticeWithdraw, { id }),
    ...done('content.withdrawnDone'),
  });
  const date = new Intl.DateTimeFormat(i18n.language === 'zh' ? 'zh-CN' : 'en', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const open = (n: ConsoleNotice | 'new') => {
    setEditing(n);
    form.setFieldsValue(
      n === 'new'
        ? { titleZh: '', titleEn: '', contentZh: '', contentEn: '' }
        : {
            titleZh: n.titleZh,
            titleEn: n.titleEn,
            contentZh: n.contentZh,
            contentEn: n.contentEn,
          },
    );
  };
  const title = (n: ConsoleNotice) => (i18n.language === 'zh' ? n.titleZh : n.titleEn);
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 22 }}>
        {t('shell.notices')}
      </Typography.Title>
      <FigureCard kind="scheduledNotices" />
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <Segmented<Filter>
          aria-label={t('content.state')}
          // Five states are wider than a 400 px screen: they scroll rather than widen the page.
          style={{ maxWidth: '100%', overflowX: 'auto' }}
          value={state}
          onChange={(v) => {
            setState(v);
            paged.firstPage();
          }}
          options={(['all', ...NOTICE_STATES] as const).map((s) => ({
            value: s,
            label: t(`content.state_${s}`),
          }))}
        />
        <Input.Search {...paged.search(t('content.search'))} />
        <Button type="primary" onClick={() => open('new')}>
          {t('content.newNotice')}
        </Button>
      </Flex>
      <Table<ConsoleNotice>
        rowKey="id"
        scroll={{ x: 760 }}
        {...paged.table(t)}
        columns={[
          { title: t('content.title'), render: (_, n) => title(n) },
          {
            title: t('content.state'),
            render: (_, n) => (
              <StateTag tone={TONE[n.state]}>{t(`content.state_${n.state}`)}</StateTag>
            ),
          },
          {
            title: t('content.publishTime'),
            render: (_, n) => (n.state === 'draft' ? '—' : date.format(new Date(n.publishTime))),
          },
          {
            title: t('common.actions'),
            render: (_, n) => (
              <Space wrap>
                <Button
                  size="small"
                  onClick={() => open(n)}
                  aria-label={`${t('content.edit')} ${title(n)}`}
                >
                  {t('content.edit')}
                </Button>
                {n.state !== 'published' && (
                  <>
                    <Button
                      size="small"
                      type="primary"
                      aria-label={`${t('content.publishNow')} ${title(n)}`}
                      loading={publish.isPending && publish.variables?.id === n.id}
                      onClick={() => publish.mutate({ id: n.id })}
                    >
                      {t('content.publishNow')}
                    </Button>
                    <Button
                      size="small"
                      aria-label={`${t('content.schedule')} ${title(n)}`}
                      onClick={() => {
                        setAt(null);
                        setScheduling(n);
                      }}
                    >
                      {t('content.schedule')}
                    </Button>
                  </>
                )}
                {(n.state === 'published' || n.state === 'scheduled') && (
                  <Button
                    size="small"
                    danger
                    aria-label={`${t('content.withdraw')} ${title(n)}`}
                    loading={withdraw.isPending && withdraw.variables === n.id}
                    onClick={() => withdraw.mutate(n.id)}
                  >
                    {t('content.withdraw')}
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
      />
      <EditDrawer
        open={editing !== null}
        title={editing === 'new' ? t('content.newNotice') : t('content.editNotice')}
        width={640}
        saving={save.isPending}
        onSave={() => form.submit()}
        onClose={() => setEditing(null)}
      >
        <NoticeEditor form={form} onFinish={(v) => save.mutate(v)} />
      </EditDrawer>
      <Modal
        open={scheduling !== null}
        title={t('content.scheduleTitle')}
        okText={t('content.schedule')}
        okButtonProps={{ disabled: !at, loading: publish.isPending }}
        onCancel={() => setScheduling(null)}
        onOk={() =>
          scheduling && at && publish.mutate({ id: scheduling.id, at: at.toDate().toISOString() })
        }
        destroyOnHidden
      >
        <DatePicker
          showTime
          aria-label={t('content.publishTime')}
          value={at}
          onChange={(v) => setAt(v)}
          disabledDate={(d) => d.endOf('day').valueOf() < Date.now()}
          style={{ width: '100%' }}
        />
      </Modal>
    </>
  );
}
