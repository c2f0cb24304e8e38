import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Alert, Button, Form, Input, Modal, Steps } from 'antd';
import { useTranslation } from 'react-i18next';
import { registerSchema } from '@seuiot/contract';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { contactRules } from '../../../lib/account-rules';
import { isApiError } from '../../../lib/api-error';
import { encryptPassword } from '../../../lib/cipher';
import { schemaRule } from '../../../lib/form-rules';
import { getPortalConfig } from '../../../lib/portal-config';
import { useIsMobile } from '../../../lib/use-media-query';
import { useSubmitLock } from '../../../lib/use-submit-lock';
import { useCheckCode } from '../api/check-code';
import { useNewPassword } from '../api/new-password';
import { CodeField } from '../../../components/code-field';
import { useFieldErrors, type FieldErrorMap } from '../../../lib/field-errors';

/** Refusals of recovery step 1 shown at their field (issue 26); A0016 concerns the account. */
const VERIFY_FIELD_ERRORS: FieldErrorMap = {
  codes: { A0008: 'codes', A0055: 'codes', A0016: 'target' },
};

interface VerifyValues {
  target: string;
  codes: string;
}

interface PasswordValues {
  password: string;
  repeatPassword: string;
}

/** The login page's address without `view=forgot` (the rest of the query is kept). */
export function loginPathWithout(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('view');
  const query = params.toString();
  return `/portal/login${query ? `?${query}` : ''}`;
}

/**
 * The forgot-password view inside the login page (spec 2.5), a chunk of its own:
 * 1. phone (domestic) or e-mail (overseas) and the code sent there; the server answers a
 *    single-use grant (decision 0002);
 * 2. the new password twice, sent with the grant;
 * 3. a dialog with the way back to login.
 */
export default function ForgotPassword() {
  const { t } = useTranslation(['account', 'validation', 'common']);
  const location = useLocation();
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  const contacts = contactRules(getPortalConfig().edition);
  const [step, setStep] = useState(0);
  const [grant, setGrant] = useState<string | null>(null);
  const [expired, setExpired] = useState(false);
  const [verifyForm] = Form.useForm<VerifyValues>();
  const [passwordForm] = Form.useForm<PasswordValues>();
  const target = Form.useWatch('target', verifyForm) ?? '';
  const codes = Form.useWatch('codes', verifyForm) ?? '';
  const verifyErrors = useFieldErrors(verifyForm, VERIFY_FIELD_ERRORS);
  const check = useCheckCode(verifyErrors.mutationOptions);
  // One submit at a time: a double click would spend the single-use grant twice (A0016).
  const submitLock = useSubmitLock();
  const reset = useNewPassword(useFieldErrors(passwordForm).mutationOptions);
  const sms = contacts.codeChannel === 'sms';
  const backToLogin = loginPathWithout(location.search);

  const onVerify = (values: VerifyValues) =>
    void submitLock.run(async () => {
      const answer = await check.mutateAsync({
        channel: contacts.codeChannel,
        target: values.target.trim(),
        codes: values.codes.trim(),
      });
      setGrant(answer.grant);
      setExpired(false);
      setStep(1);
    });

  const onReset = (values: PasswordValues) =>
    void submitLock.run(async () => {
      if (!grant) return false;
      try {
        await reset.mutateAsync({
          grant,
          password: encryptPassword(getPortalConfig().cipherKey, values.password),
        });
      } catch (error) {
        // A spent or late grant (A0016): the toast says so; verification starts again.
        if (isApiError(error) && error.code === 'A0016') {
          setGrant(null);
          setExpired(true);
          verifyForm.setFieldValue('codes', '');
          setStep(0);
        }
        throw error;
      }
      setStep(2);
    });

  const codeTarget = async (): Promise<string | null> => {
    try {
      const values = await verifyForm.validateFields(['target']);
      return String(values.target ?? '').trim();
    } catch {
      return null;
    }
  };

  return (
    <div className="forgot-password">
      <h1 id="forgot-title">{t('account:forgot.title')}</h1>
      <Steps
        className="forgot-steps"
        size="small"
        current={step}
        direction="horizontal"
        responsive={false}
        // Titles under the icons: beside them "New password" was cut to "New passwo" at 400 px.
        labelPlacement="vertical"
        items={[
          { title: t('account:forgot.stepVerify') },
          { title: t('account:forgot.stepPassword') },
          { title: t('account:forgot.stepDone') },
        ]}
      />
      {step === 0 && (
        <Form<VerifyValues>
          form={verifyForm}
          name="forgot"
          layout="vertical"
          onFinish={onVerify}
          disabled={submitLock.locked}
        >
          {expired && (
            <Alert
              className="forgot-alert"
              type="warning"
              showIcon
              message={t('account:forgot.expired')}
            />
          )}
          <p className="auth-subtitle">
            {t(sms ? 'account:forgot.introSms' : 'account:forgot.introEmail')}
          </p>
          <Form.Item
            name="target"
            label={t(sms ? 'account:fields.phone' : 'account:fields.email')}
            required
            rules={[schemaRule(sms ? contacts.phone : contacts.email, t)]}
          >
            <Input
              type={sms ? 'tel' : 'email'}
              autoComplete={sms ? 'tel' : 'email'}
              maxLength={sms ? contacts.phoneMaxLength : undefined}
              placeholder={t(sms ? 'account:placeholders.phone' : 'account:placeholders.email')}
            />
          </Form.Item>
          <CodeField
            id="forgot_codes"
            channel={contacts.codeChannel}
            type="reset"
            target={codeTarget}
            rules={[schemaRule(registerSchema.shape.codes, t)]}
          />
          <Button
            type="primary"
            htmlType="submit"
            block
            size="large"
            disabled={submitLock.locked || target.trim() === '' || codes.trim() === ''}
            loading={check.isPending}
          >
            {t('account:forgot.next')}
          </Button>
        </Form>
      )}
      {step === 1 && (
        <Form<PasswordValues>
          form={passwordForm}
          name="reset"
          layout="vertical"
          onFinish={onReset}
          disabled={submitLock.locked}
        >
          <NewPasswordFields
            name="password"
            texts={{
              label: 'account:fields.newPassword',
              repeatLabel: 'account:fields.repeatPassword',
              hint: 'account:register.passwordHint',
              placeholder: 'account:placeholders.password',
              repeatPlaceholder: 'account:placeholders.repeatPassword',
            }}
          />
          <Button type="primary" htmlType="submit" block size="large" loading={reset.isPending}>
            {t('account:forgot.submit')}
          </Button>
        </Form>
      )}
      <p className="login-register">
        <Link to={backToLogin}>{t('account:forgot.backToLogin')}</Link>
      </p>
      <Modal
        open={step === 2}
        centered
        width={isMobile ? '100%' : '30%'}
        title={t('account:forgot.doneTitle')}
        closable={false}
        maskClosable={false}
        keyboard={false}
        footer={
          <Button type="primary" onClick={() => void navigate(backToLogin, { replace: true })}>
            {t('account:forgot.backToLogin')}
          </Button>
        }
      >
        <p>{t('account:forgot.doneContent')}</p>
      </Modal>
    </div>
  );
}
