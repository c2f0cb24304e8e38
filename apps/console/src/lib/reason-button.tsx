import { useState } from 'react';
import { Button, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@seuiot/contract';

/**
 * A button and dialog that asks for a reason: taking a released app off the market, or asking a
 * second reviewer to re-open a decision (`action` names the texts `review.<action>*`).
 */
export function ReasonButton({
  action,
  pending,
  onSubmit,
}: {
  action: 'takeDown' | 'reopen';
  pending: boolean;
  onSubmit: (reason: string) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <>
      <Button danger loading={pending} onClick={() => setOpen(true)}>
        {t(`review.${action}`)}
      </Button>
      <Modal
        open={open}
        title={t(`review.${action}Title`)}
        okText={t(`review.${action}`)}
        okButtonProps={{ danger: true }}
        cancelText={t('review.cancel')}
        onOk={() => form.submit()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Form
          form={form}
          layout="vertical"
          preserve={false}
          onFinish={(v) => {
            onSubmit(v.reason);
            setOpen(false);
          }}
        >
          <Form.Item
            name="reason"
            label={t(`review.${action}Reason`)}
            rules={[{ required: true, whitespace: true, message: t(`review.${action}Required`) }]}
          >
            <Input.TextArea maxLength={LIMITS.staffReasonMax} showCount rows={3} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
