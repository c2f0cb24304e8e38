import { useEffect, useRef, useState } from 'react';
import { App, Button, Flex, Form, Input, Space, Table, Typography, Upload } from 'antd';
import type { UploadFile } from 'antd';
import { useTranslation } from 'react-i18next';
import { BANNER_IMAGE_MAX_BYTES, LIMITS, type ConsoleBanner } from '@seuiot/contract';
import { StateTag } from '@seuiot/ui';
import { ApiError } from '../../lib/api';
import { errorText } from '../../lib/errors';
import { listTable } from '../../lib/paged-table';
import { EditDrawer } from './edit-drawer';
import { useBannerOrder, useBanners, useBannerShown, useSaveBanner } from './api/banners';

interface BannerForm {
  titleZh: string;
  titleEn: string;
  link: string;
  linkEn: string;
}

type Move = -1 | 1;

/** The ids of a position's banners in their order, and the order with `id` moved by one place. */
export function moved(all: readonly ConsoleBanner[], b: ConsoleBanner, by: Move) {
  const before = all.filter((x) => x.position === b.position).map((x) => x.id);
  const i = before.indexOf(b.id);
  const j = i + by;
  if (i < 0 || j < 0 || j >= before.length) return null;
  const ids = [...before];
  [ids[i], ids[j]] = [ids[j]!, ids[i]!];
  return { position: b.position, ids, before };
}

const LINK = /^(\/(?!\/)|https:\/\/)/;

/**
 * The portal's banners: image, both languages' titles and links, shown or not, and their order
 * in each position (move up / down, decision 0030) (editor).
 */
export default function BannersPage() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const [editing, setEditing] = useState<ConsoleBanner | 'new' | null>(null);
  const [file, setFile] = useState<UploadFile | null>(null);
  const [form] = Form.useForm<BannerForm>();
  const list = useBanners();
  // After a move the focus stays on the moved banner's button (the other one at the end).
  const refocus = useRef<{ id: number; by: Move } | null>(null);
  useEffect(() => {
    const r = refocus.current;
    if (!r || !list.data) return;
    refocus.current = null;
    const button = (by: Move) =>
      document.querySelector<HTMLButtonElement>(`[data-move="${r.id}:${by}"]:not(:disabled)`);
    (button(r.by) ?? button(r.by === 1 ? -1 : 1))?.focus();
  }, [list.data]);
  const order = useBannerOrder({
    onSuccess: () => void message.success(t('content.orderSaved')),
    // B0009: another editor changed the order first; the list reloads with the order now.
    onError: (err) => {
      refocus.current = null;
      void message.error(
        err instanceof ApiError && err.code === 'B0009'
          ? t('content.orderChangedMeanwhile')
          : errorText(t, err),
      );
    },
  });
  const move = (b: ConsoleBanner, by: Move) => {
    const v = moved(list.data ?? [], b, by);
    if (!v || order.isPending || list.isFetching) return;
    refocus.current = { id: b.id, by };
    order.mutate(v);
  };
  const place = (b: ConsoleBanner) =>
    (list.data ?? []).filter((x) => x.position === b.position).findIndex((x) => x.id === b.id);
  const count = (b: ConsoleBanner) =>
    (list.data ?? []).filter((x) => x.position === b.position).length;
  const saveBanner = useSaveBanner({
    onSuccess: () => {
      void message.success(t('content.saved'));
      setEditing(null);
    },
    onError: (err) => void message.error(errorText(t, err)),
  });
  /** The form's fields and, when chosen, the image (multipart). */
  const save = (v: BannerForm) => {
    const body = new FormData();
    if (editing && editing !== 'new') {
      body.append('id', String(editing.id));
      body.append('position', editing.position);
    }
    for (const [k, value] of Object.entries(v)) body.append(k, String(value ?? ''));
    if (file?.originFileObj) body.append('image', file.originFileObj);
    saveBanner.mutate(body);
  };
  const shown = useBannerShown({
    onSuccess: (b) =>
      void message.success(t(b.shown ? 'content.publishedDone' : 'content.withdrawnDone')),
    onError: (err) => void message.error(errorText(t, err)),
  });
  const open = (b: ConsoleBanner | 'new') => {
    setEditing(b);
    setFile(null);
    form.setFieldsValue(
      b === 'new'
        ? { titleZh: '', titleEn: '', link: '', linkEn: '' }
        : { titleZh: b.titleZh, titleEn: b.titleEn, link: b.link, linkEn: b.linkEn },
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
        scroll={{ x: 860 }}
        {...listTable(t, list)}
        columns={[
          {
            title: t('content.image'),
            render: (_, b) => <img src={b.image} alt={title(b)} style={{ height: 40 }} />,
          },
          { title: t('content.title'), render: (_, b) => title(b) },
          { title: t('content.position'), dataIndex: 'position' },
          { title: t('content.sort'), render: (_, b) => place(b) + 1 },
          {
            title: t('content.state'),
            render: (_, b) => (
              <StateTag tone={b.shown ? 'success' : 'neutral'}>
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
                <Button
                  size="small"
                  data-move={`${b.id}:-1`}
                  aria-label={`${t('content.moveUp')} ${title(b)}`}
                  disabled={place(b) === 0}
                  onClick={() => move(b, -1)}
                >
                  {t('content.moveUp')}
                </Button>
                <Button
                  size="small"
                  data-move={`${b.id}:1`}
                  aria-label={`${t('content.moveDown')} ${title(b)}`}
                  disabled={place(b) === count(b) - 1}
                  onClick={() => move(b, 1)}
                >
                  {t('content.moveDown')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <EditDrawer
        open={editing !== null}
        title={editing === 'new' ? t('content.newBanner') : t('content.editBanner')}
        width={560}
        saving={saveBanner.isPending}
        onSave={() => form.submit()}
        onClose={() => setEditing(null)}
      >
        <Form form={form} layout="vertical" onFinish={save}>
          <Form.Item label={t('content.image')} required={editing === 'new'}>
            <Upload
              accept="image/png,image/jpeg,image/gif"
              maxCount={1}
              fileList={file ? [file] : []}
              beforeUpload={(f) => {
                if (f.size > BANNER_IMAGE_MAX_BYTES) {
                  void message.error(t('content.imageTooLarge', { mb: LIMITS.bannerImageMaxMb }));
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
            <Input maxLength={LIMITS.contentTitleMax} />
          </Form.Item>
          <Form.Item name="titleEn" label={t('content.titleEn')} rules={required}>
            <Input maxLength={LIMITS.contentTitleMax} />
          </Form.Item>
          <Form.Item name="link" label={t('content.linkZh')} rules={link}>
            <Input maxLength={LIMITS.bannerLinkMax} placeholder="/solution" />
          </Form.Item>
          <Form.Item name="linkEn" label={t('content.linkEn')} rules={link}>
            <Input maxLength={LIMITS.bannerLinkMax} />
          </Form.Item>
        </Form>
      </EditDrawer>
    </>
  );
}
