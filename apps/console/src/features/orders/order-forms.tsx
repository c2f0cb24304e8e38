import { useState } from 'react';
import { Button, Flex, Form, Input, Select, Upload, type UploadFile } from 'antd';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@seuiot/contract';
import { useNote, useReply, useSavedReplies } from './api/orders';

/** What the file picker offers; the server checks each file's bytes whatever it is called. */
const ACCEPT = '.png,.jpg,.jpeg,.gif,.pdf,.zip,.log,.txt';

interface FormProps {
  orderId: number;
  onDone: () => void;
  onError: (err: unknown) => void;
}

/** The reply box: a saved reply in either language as a start, the text, and attachments. */
export function ReplyForm({ orderId, onDone, onError }: FormProps) {
  const { t } = useTranslation();
  const [content, setContent] = useState('');
  const [files, setFiles] = useState<UploadFile[]>([]);
  const saved = useSavedReplies();
  const send = useReply({
    onSuccess: () => {
      setContent('');
      setFiles([]);
      onDone();
    },
    onError,
  });
  const sendNow = () =>
    send.mutate({
      orderId,
      content,
      files: files.flatMap((f) =>
        f.originFileObj ? [{ file: f.originFileObj, name: f.name }] : [],
      ),
    });
  return (
    <Flex vertical gap={8} style={{ marginTop: 12 }}>
      <Select
        aria-label={t('orders.useSaved')}
        placeholder={t('orders.useSaved')}
        value={null}
        style={{ maxWidth: 360 }}
        onChange={(v: string) => {
          const [id, lang] = v.split(':');
          const r = saved.data?.find((x) => String(x.id) === id);
          if (r) setContent(lang === 'en' ? r.en : r.zh);
        }}
        options={(saved.data ?? []).flatMap((r) =>
          (['zh', 'en'] as const)
            .filter((l) => r[l])
            .map((l) => ({
              value: `${r.id}:${l}`,
              label: `${r.title} · ${t(`orders.lang_${l}`)}`,
            })),
        )}
        notFoundContent={t('orders.noSaved')}
      />
      <Input.TextArea
        aria-label={t('orders.replyText')}
        placeholder={t('orders.replyText')}
        rows={4}
        maxLength={LIMITS.orderTextMax}
        showCount
        value={content}
        onChange={(e) => setContent(e.target.value)}
      />
      <Upload
        accept={ACCEPT}
        multiple
        maxCount={LIMITS.orderAttachmentsMax}
        fileList={files}
        beforeUpload={() => false}
        onChange={({ fileList }) => setFiles(fileList)}
      >
        <Button>
          {t('orders.attach', { max: LIMITS.orderAttachmentsMax, mb: LIMITS.orderAttachmentMaxMb })}
        </Button>
      </Upload>
      <Button
        type="primary"
        disabled={!content.trim()}
        loading={send.isPending}
        onClick={sendNow}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('orders.sendReply')}
      </Button>
    </Flex>
  );
}

/** An internal note (staff only). */
export function NoteForm({ orderId, onDone, onError }: FormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ content: string }>();
  const add = useNote({
    onSuccess: () => {
      form.resetFields();
      onDone();
    },
    onError,
  });
  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={(v) => add.mutate({ orderId, content: v.content })}
      style={{ marginTop: 12 }}
    >
      <Form.Item
        name="content"
        label={t('orders.noteText')}
        rules={[{ required: true, whitespace: true, message: t('orders.noteRequired') }]}
      >
        <Input.TextArea rows={2} maxLength={LIMITS.orderTextMax} />
      </Form.Item>
      <Button htmlType="submit" loading={add.isPending}>
        {t('orders.addNote')}
      </Button>
    </Form>
  );
}
