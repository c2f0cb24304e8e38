import { useState } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { RULE_MESSAGES, updatePasswordSchema } from '@seuiot/contract';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { encryptPassword } from '../../../lib/cipher';
import { ruleText, schemaRule } from '../../../lib/form-rules';
import { getPortalConfig } from '../../../lib/portal-config';
import { useUpdatePassword } from '../api/update-password';
import { useFieldErrors, type FieldErrorMap } from '../../../lib/field-errors';

/** Refusals of a password change shown at their field (issue 26). */
const PASSWORD_FIELD_ERRORS: FieldErrorMap = { codes: { A0012: 'oldPassword' } };

interface Values {
  oldPassword: string;
  newPassword: string;
  repeatPassword: string;
}

/**
 * menuIndex 2: change password (spec 5: the new one differs from the old one, the two new entries
 * match). Both are sent in the cipher wire form; the server ends the account's other sessions.
 */
export default function ChangePassword() {
  const { t } = useTranslation(['center', 'validation']);
  const [form] = Form.useForm<Values>();
  const change = useUpdatePassword(useFieldErrors(form, PASSWORD_FIELD_ERRORS).mutationOptions);
  const [done, setDone] = useState(false);

  const differentFromOld: Rule = ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      if (typeof value === 'string' && value !== '' && value === getFieldValue('oldPassword'))
        throw new Error(ruleText(t, RULE_MESSAGES.passwordSameAsOld));
    },
  });

  const onFinish = (values: Values) => {
    const key = getPortalConfig().cipherKey;
    setDone(false);
    change.mutate(
      {
        oldPassword: encryptPassword(key, values.oldPassword),
        newPassword: encryptPassword(key, values.newPassword),
      },
      {
        onSuccess: () => {
          form.resetFields();
          setDone(true);
        },
      },
    );
  };

  return (
    <div className="center-narrow">
      {done && (
        <Alert
          className="center-alert"
          type="success"
          showIcon
          role="status"
          message={t('center:password.doneTitle')}
          description={t('center:password.doneContent')}
        />
      )}
      <Form<Values>
        form={form}
        name="password"
        layout="vertical"
        className="center-form"
        onFinish={onFinish}
        disabled={change.isPending}
      >
        <Form.Item
          name="oldPassword"
          label={t('center:password.old')}
          required
          rules={[schemaRule(updatePasswordSchema.shape.oldPassword, t)]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <NewPasswordFields
          name="newPassword"
          texts={{
            label: 'center:password.new',
            repeatLabel: 'center:password.repeat',
            hint: 'center:password.hint',
          }}
          rules={[differentFromOld]}
          dependencies={['oldPassword']}
        />
        <Button type="primary" htmlType="submit" loading={change.isPending}>
          {t('center:password.submit')}
        </Button>
      </Form>
    </div>
  );
}
