import { useState } from 'react';
import {
  App,
  Button,
  DatePicker,
  Flex,
  Form,
  Input,
  Modal,
  Popconfirm,
  Segmented,
  Space,
  Table,
  Typography,
} from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { NOTICE_STATES, type ConsoleNotice, type NoticeState } from '@seuiot/contract';
import { StateTag, type Tone } from '@seuiot/ui';
import { errorText } from '../../lib/errors';
import { FigureCard } from '../../lib/content-figures';
import { EditDrawer } from './edit-drawer';
import { NoticeEditor, type NoticeForm } from './notice-editor';
import {
  useDeleteNotice,
  useNotices,
  usePublishNotice,
  useSaveNotice,
  useWithdrawNotice,
} from './api/notices';

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
  const [state, setState] = useState<Filter>('all');
  const [editing, setEditing] = useState<ConsoleNotice | 'new' | null>(null);
  const [scheduling, setScheduling] = useState<ConsoleNotice | null>(null);
  const [at, setAt] = useState<Dayjs | null>(null);
  const [form] = Form.useForm<NoticeForm>();
  const paged = useNotices({ state: state === 'all' ? undefined : state });
  const failed = (err: unknown) => void message.error(errorText(t, err));
  const save = useSaveNotice({
    onSuccess: () => {
      void message.success(t('content.saved'));
      setEditing(null);
    },
    onError: failed,
  });
  const publish = usePublishNotice({
    onSuccess: (n) => {
      void message.success(
        t(n.state === 'scheduled' ? 'content.scheduledDone' : 'content.publishedDone'),
      );
      setScheduling(null);
    },
    onError: failed,
  });
  const withdraw = useWithdrawNotice({
    onSuccess: () => void message.success(t('content.withdrawnDone')),
    onError: failed,
  });
  const remove = useDeleteNotice({
    onSuccess: () => void message.success(t('content.deletedDone')),
    onError: failed,
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
                {n.state === 'draft' && (
                  <Popconfirm
                    title={t('content.deleteConfirm')}
                    onConfirm={() => remove.mutate({ id: n.id })}
                  >
                    <Button
                      size="small"
                      danger
                      aria-label={`${t('content.delete')} ${title(n)}`}
                      loading={remove.isPending && remove.variables?.id === n.id}
                    >
                      {t('content.delete')}
                    </Button>
                  </Popconfirm>
                )}
                {(n.state === 'published' || n.state === 'scheduled') && (
                  <Button
                    size="small"
                    danger
                    aria-label={`${t('content.withdraw')} ${title(n)}`}
                    loading={withdraw.isPending && withdraw.variables?.id === n.id}
                    onClick={() => withdraw.mutate({ id: n.id })}
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
        <NoticeEditor
          form={form}
          onFinish={(v: NoticeForm) =>
            save.mutate({ ...v, ...(editing && editing !== 'new' ? { id: editing.id } : {}) })
          }
        />
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
