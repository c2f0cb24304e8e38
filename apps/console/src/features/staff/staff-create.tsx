import { useState } from 'react';
import { Alert, Button, Checkbox, Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  LIMITS,
  STAFF_ROLES,
  STAFF_USERNAME_PATTERN,
  type StaffCreate as StaffCreateBody,
  type StaffCreated,
} from '@seuiot/contract';
import { errorText } from '../../lib/errors';
import { useCreateStaff } from './api/staff';

/** A new staff member: name and roles to request; the initial password is shown once. */
export function StaffCreate({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  /** The values are there for the text to name the limits (`{{min}}`, `{{max}}`). */
  const usernameRule = t('staff.usernameRule', {
    min: LIMITS.staffUsernameMin,
    max: LIMITS.staffUsernameMax,
  });
  const [form] = Form.useForm<StaffCreateBody>();
  const [created, setCreated] = useState<StaffCreated | null>(null);
  const create = useCreateStaff((r) => {
    setCreated(r);
    form.resetFields();
  });
  const close = () => {
    setCreated(null);
    create.reset();
    onClose();
  };
  return (
    <Modal
      open={open}
      title={t('staff.createTitle')}
      okText={t('staff.create')}
      okButtonProps={{ loading: create.isPending }}
      onCancel={close}
      onOk={() => form.submit()}
      // The password step has a button of its own: reusing the OK button that was just loading
      // could leave antd's loading icon stuck mid-leave, named "loading" to a screen reader.
      footer={
        created ? (
          <Button key="saved" type="primary" onClick={close}>
            {t('staff.passwordSaved')}
          </Button>
        ) : undefined
      }
      destroyOnHidden
    >
      {created ? (
        <>
          <Alert
            type="warning"
            showIcon
            message={t('staff.passwordOnce', { name: created.username })}
            style={{ marginBottom: 12 }}
          />
          <Typography.Paragraph>
            {t('staff.initialPassword')}{' '}
            <Typography.Text code copyable data-testid="initial-password">
              {created.password}
            </Typography.Text>
          </Typography.Paragraph>
          {created.approvals.length > 0 && (
            <Typography.Paragraph>
              {t('staff.rolesRequested', { count: created.approvals.length })}
            </Typography.Paragraph>
          )}
        </>
      ) : (
        <Form<StaffCreateBody>
          form={form}
          layout="vertical"
          onFinish={(v) => create.mutate({ ...v, roles: v.roles ?? [], reason: v.reason ?? '' })}
        >
          {create.isError && (
            <Alert
              type="error"
              role="alert"
              showIcon
              message={errorText(t, create.error)}
              style={{ marginBottom: 12 }}
            />
          )}
          <Form.Item
            name="username"
            label={t('staff.username')}
            extra={usernameRule}
            rules={[
              { required: true, message: usernameRule },
              { pattern: STAFF_USERNAME_PATTERN, message: usernameRule },
            ]}
          >
            <Input maxLength={LIMITS.staffUsernameMax} autoComplete="off" />
          </Form.Item>
          <Form.Item name="roles" label={t('staff.rolesToRequest')} extra={t('staff.fourEyes')}>
            <Checkbox.Group
              options={STAFF_ROLES.map((r) => ({ value: r, label: t(`roles.${r}`) }))}
            />
          </Form.Item>
          <Form.Item name="reason" label={t('staff.reason')}>
            <Input.TextArea maxLength={LIMITS.staffReasonMax} rows={2} />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
