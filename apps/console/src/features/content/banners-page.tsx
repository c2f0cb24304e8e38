import { useState } from 'react';
import {
  App,
  Button,
  Drawer,
  Flex,
  Form,
  Input,
  InputNumber,
  Space,
  Table,
  Typography,
  Upload,
} from 'antd';
import type { UploadFile } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BANNER_IMAGE_MAX_BYTES, CONSOLE_ROUTES, type ConsoleBanner } from '@seuiot/contract';
import { api } from '../../lib/api';
import { errorText } from '../../lib/errors';
import { apiForm } from './form-upload';
import { StateTag } from './state-tag';

interface BannerForm {
  titleZh: string;
  titleEn: string;
  link: string;
  linkEn: string;
  sort: number;
}

const LINK = /^(\/(?!\/)|https:\/\/)/;

/** The portal's banners: image, both languages' titles and links, order, shown or not (editor). */
export default function BannersPage() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [editing, setEditing] = useState<ConsoleBanner | 'new' | null>(null);
  const [file, setFile] = useState<UploadFile | null>(null);
  const [form] = Form.useForm<BannerForm>();
  const list = useQuery({
    queryKey: ['console', 'banners'],
    queryFn: () => api<ConsoleBanner[]>('GET', CONSOLE_ROUTES.banners),
  });
  const settled = () => void client.invalidateQueries({ queryKey: ['console', 'banners'] });
  const save = useMutation({
    mutationFn: (v: BannerForm) => {
      const body = new FormData();
      if (editing && editing !== 'new') {
        body.append('id', String(editing.id));
        body.append('position', editing.position);
      }
      for (const [k, value] of Object.entries(v)) body.append(k, String(value ?? ''));
      if (file?.originFileObj) body.append('image', file.originFileObj);
      return apiForm<ConsoleBanner>(CONSOLE_ROUTES.bannerSave, body);
    },
    onSuccess: () => {
      void message.success(t('content.saved'));
      setEditing(null);
    },
    onError: (err) => void message.error(errorText(t, err)),
    onSettled: settled,
  });
  const shown = useMutation({
    mutationFn: (v: { id: number; shown: boolean }) =>
      api<ConsoleBanner>('POST', CONSOLE_ROUTES.bannerState, v),
    onSuccess: (b) =>
      void message.success(t(b.shown ? 'content.publishedDone' : 'content.withdrawnDone')),
    onError: (err) => void message.error(errorText(t, err)),
    onSettled: settled,
  });
  const open = (b: ConsoleBanner | 'new') => {
    setEditing(b);
    setFile(null);
    form.setFieldsValue(
      b === 'new'
        ? { titleZh: '', titleEn: '', link: '', linkEn: '', sort: 0 }
        : { titleZh: b.titleZh, titleEn: b.titleEn, link: b.link, linkEn: b.linkEn, sort: b.sort },
    );
  };
  const title = (b: ConsoleBanner) => (i18n.language === 'zh' ? b.titleZh : b.titleEn);
  const required = [{ required: true, whitespace: true, message: t('content.required') }];
  const link = [{ pattern: LINK, message: t('content.linkRule') }];
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 22 }}>
        {t('shell.banners')}
      </Typography.Title>
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <Button type="primary" onClick={() => open('new')}>
          {t('content.newBanner')}
        </Button>
      </Flex>
      <Table<ConsoleBanner>
        rowKey="id"
        loading={list.isFetching}
        dataSource={list.data ?? []}
        scroll={{ x: 760 }}
        pagination={{ pageSize: 10 }}
        locale={{ emptyText: list.isError ? errorText(t, list.error) : t('common.empty') }}
        columns={[
          {
            title: t('content.image'),
            render: (_, b) => <img src={b.image} alt={title(b)} style={{ height: 40 }} />,
          },
          { title: t('content.title'), render: (_, b) => title(b) },
          { title: t('content.position'), dataIndex: 'position' },
          { title: t('content.sort'), dataIndex: 'sort' },
          {
            title: t('content.state'),
            render: (_, b) => (
              <StateTag tone={b.shown ? 'green' : 'grey'}>
                {t(b.shown ? 'content.state_published' : 'content.state_withdrawn')}
              </StateTag>
            ),
          },
          {
            title: t('common.actions'),
            render: (_, b) => (
              <Space wrap>
                <Button
                  size="small"
                  onClick={() => open(b)}
                  aria-label={`${t('content.edit')} ${title(b)}`}
                >
                  {t('content.edit')}
                </Button>
                <Button
                  size="small"
                  danger={b.shown}
                  type={b.shown ? 'default' : 'primary'}
                  aria-label={`${t(b.shown ? 'content.withdraw' : 'content.publishNow')} ${title(b)}`}
                  loading={shown.isPending && shown.variables?.id === b.id}
                  onClick={() => shown.mutate({ id: b.id, shown: !b.shown })}
                >
                  {t(b.shown ? 'content.withdraw' : 'content.publishNow')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <Drawer
        open={editing !== null}
        title={editing === 'new' ? t('content.newBanner') : t('content.editBanner')}
        width={560}
        onClose={() => setEditing(null)}
        destroyOnHidden
        extra={
          <Button type="primary" loading={save.isPending} onClick={() => form.submit()}>
            {t('content.save')}
          </Button>
        }
      >
        <Form form={form} layout="vertical" onFinish={(v) => save.mutate(v)}>
          <Form.Item label={t('content.image')} required={editing === 'new'}>
            <Upload
              accept="image/png,image/jpeg,image/gif"
              maxCount={1}
              fileList={file ? [file] : []}
              beforeUpload={(f) => {
                if (f.size > BANNER_IMAGE_MAX_BYTES) {
                  void message.error(t('content.imageTooLarge'));
                  return Upload.LIST_IGNORE;
                }
                setFile({ uid: f.uid, name: f.name, originFileObj: f });
                return false;
              }}
              onRemove={() => setFile(null)}
            >
              <Button>{t('content.chooseImage')}</Button>
            </Upload>
          </Form.Item>
          <Form.Item name="titleZh" label={t('content.titleZh')} rules={required}>
            <Input maxLength={200} />
          </Form.Item>
          <Form.Item name="titleEn" label={t('content.titleEn')} rules={required}>
            <Input maxLength={200} />
          </Form.Item>
          <Form.Item name="link" label={t('content.linkZh')} rules={link}>
            <Input maxLength={255} placeholder="/solution" />
          </Form.Item>
          <Form.Item name="linkEn" label={t('content.linkEn')} rules={link}>
            <Input maxLength={255} />
          </Form.Item>
          <Form.Item name="sort" label={t('content.sort')}>
            <InputNumber min={0} max={9999} />
          </Form.Item>
        </Form>
      </Drawer>
    </>
  );
}
