import { useState } from 'react';
import { Alert, App, Button, Form, Input, Modal, Popconfirm, Space, Table, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LIMITS, type SavedReply } from '@seuiot/contract';
import { errorText } from '../../lib/errors';
import { useDeleteReply, useSaveReply, useSavedReplies } from './api/orders';

type Values = { title: string; zh: string; en: string };

/** Saved replies: canned texts in Chinese and English that support agents share. */
export default function SavedRepliesPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const list = useSavedReplies();
  const [editing, setEditing] = useState<SavedReply | 'new' | null>(null);
  const [form] = Form.useForm<Values>();
  const refresh = () =>
    void client.invalidateQueries({ queryKey: ['console', 'orders', 'saved-replies'] });
  const save = useSaveReply({
    onSuccess: () => {
      void message.success(t('savedReplies.saved'));
      setEditing(null);
    },
    onError: (err) => void message.error(errorText(t, err)),
    onSettled: refresh,
  });
  const remove = useDeleteReply({
    onSuccess: () => void message.success(t('savedReplies.removed')),
    onError: (err) => void message.error(errorText(t, err)),
    onSettled: refresh,
  });
  const open = (r: SavedReply | 'new') => {
    form.setFieldsValue(r === 'new' ? { title: '', zh: '', en: '' } : r);
    setEditing(r);
  };
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 22 }}>
        {t('shell.savedReplies')}
      </Typography.Title>
      {list.isError && (
        <Alert type="error" role="alert" showIcon message={errorText(t, list.error)} />
      )}
      <Button type="primary" onClick={() => open('new')} style={{ marginBottom: 12 }}>
        {t('savedReplies.add')}
      </Button>
      <Table<SavedReply>
        rowKey="id"
        loading={list.isFetching}
        dataSource={list.data ?? []}
        scroll={{ x: 640 }}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        locale={{ emptyText: t('common.empty') }}
        columns={[
          { title: t('savedReplies.title'), dataIndex: 'title' },
          { title: t('orders.lang_zh'), dataIndex: 'zh', ellipsis: true },
          { title: t('orders.lang_en'), dataIndex: 'en', ellipsis: true },
          { title: t('savedReplies.updatedBy'), dataIndex: 'updatedBy' },
          {
            title: t('common.actions'),
            render: (_, r) => (
              <Space>
                <Button
                  size="small"
                  aria-label={`${t('savedReplies.edit')} ${r.title}`}
                  onClick={() => open(r)}
                >
                  {t('savedReplies.edit')}
                </Button>
                <Popconfirm
                  title={t('savedReplies.removeConfirm')}
                  onConfirm={() => remove.mutate({ id: r.id, version: r.version })}
                >
                  <Button size="small" danger aria-label={`${t('savedReplies.remove')} ${r.title}`}>
                    {t('savedReplies.remove')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <Modal
        open={editing !== null}
        title={t(editing === 'new' ? 'savedReplies.add' : 'savedReplies.edit')}
        onCancel={() => setEditing(null)}
        onOk={() => form.submit()}
        okText={t('savedReplies.save')}
        confirmLoading={save.isPending}
        destroyOnHidden
        forceRender
      >
        <Form
          form={form}
          layout="vertical"
          onFinish={(v) =>
            save.mutate(
              editing && editing !== 'new' ? { ...v, id: editing.id, version: editing.version } : v,
            )
          }
        >
          <Form.Item
            name="title"
            label={t('savedReplies.title')}
            rules={[{ required: true, whitespace: true, message: t('savedReplies.titleRequired') }]}
          >
            <Input maxLength={LIMITS.savedReplyTitleMax} />
          </Form.Item>
          <Form.Item
            name="zh"
            label={t('orders.lang_zh')}
            dependencies={['en']}
            rules={[
              ({ getFieldValue }) => ({
                validator: (_, v: string) =>
                  v?.trim() || (getFieldValue('en') as string)?.trim()
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('savedReplies.textRequired'))),
              }),
            ]}
          >
            <Input.TextArea rows={4} maxLength={LIMITS.orderTextMax} />
          </Form.Item>
          <Form.Item name="en" label={t('orders.lang_en')}>
            <Input.TextArea rows={4} maxLength={LIMITS.orderTextMax} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
