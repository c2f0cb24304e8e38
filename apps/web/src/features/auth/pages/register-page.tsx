import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Button, Checkbox, Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormSelect } from '../../../components/form-select';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { LIMITS } from '@seuiot/contract';
import { contactRules } from '../../../lib/account-rules';
import { USER_TYPE_KEY, useDictionary } from '../../../lib/dictionary';
import { showSuccessToast } from '../../../lib/feedback';
import { schemaRule } from '../../../lib/form-rules';
import { withNamespaces } from '../../../lib/lazy-page';
import { useSubmitLock } from '../../../lib/use-submit-lock';
import { getPortalConfig } from '../../../lib/portal-config';
import { useRegister } from '../api/register';
import { useRegisterOptions } from '../api/register-options';
import { AuthShell } from '../components/auth-shell';
import { CodeField } from '../../../components/code-field';
import { RegisterSuccessDialog } from '../components/register-success-dialog';
import {
  SYSTEM_OPTIONS,
  registerPayload,
  registerRules,
  type RegisterValues,
} from '../register-rules';
import '../auth.css';
import { useFieldErrors, type FieldErrorMap } from '../../../lib/field-errors';

/** Refusals of the registration shown at their field (issue 26). */
const REGISTER_FIELD_ERRORS: FieldErrorMap = {
  codes: {
    A0003: 'username',
    A0005: 'username',
    A0007: 'username',
    A0061: 'username',
    A0006: 'phone',
    A0062: 'email',
    A0008: 'codes',
    A0055: 'codes',
  },
};

const AgreementDialog = lazy(
  withNamespaces(['agreement'], () => import('../components/agreement-dialog')),
);

/** /register (spec 2.6): self-registration of business customers; the account then awaits review. */
export default function RegisterPage() {
  const { t } = useTranslation(['account', 'validation', 'common']);
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [form] = Form.useForm<RegisterValues>();
  const edition = getPortalConfig().edition;
  const contacts = contactRules(edition);
  const rules = registerRules(edition);
  const userTypes = useDictionary(USER_TYPE_KEY);
  const fieldErrors = useFieldErrors(form, REGISTER_FIELD_ERRORS);
  const registerMutation = useRegister(fieldErrors.mutationOptions);
  const submitLock = useSubmitLock();
  const [agreementOpen, setAgreementOpen] = useState(false);
  const [registered, setRegistered] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const codeField = contacts.codeChannel === 'sms' ? 'phone' : 'email';
  // The Stage Now partner's link locks the system applied for (spec): shown chosen and locked.
  const lockedSystem = useRegisterOptions(params.get('apiKey')).data?.lockedSystem ?? null;
  useEffect(() => {
    if (lockedSystem !== null) form.setFieldValue('applySystem', lockedSystem);
  }, [form, lockedSystem]);

  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );

  const onFinish = (values: RegisterValues) => {
    const payload = registerPayload(values, getPortalConfig().cipherKey, params.get('apiKey'));
    // Held after the success: the dialog opens 1 s later, and the form stays disabled till then.
    void submitLock.run(
      async () => {
        await registerMutation.mutateAsync(payload);
        showSuccessToast(t('account:register.success'));
        // Spec 2.6 / 9: the dialog and its countdown start 1 s after the message.
        timer.current = setTimeout(() => setRegistered(true), LIMITS.registerCountdownStartMs);
      },
      { hold: true },
    );
  };

  const codeTarget = async (): Promise<string | null> => {
    try {
      const values = await form.validateFields([codeField]);
      return String(values[codeField] ?? '').trim();
    } catch {
      return null;
    }
  };

  const phoneItem = (
    <Form.Item
      key="phone"
      name="phone"
      label={t('account:fields.phone')}
      required={contacts.phoneRequired}
      rules={[schemaRule(rules.phone, t)]}
    >
      <Input
        type="tel"
        autoComplete="tel"
        maxLength={contacts.phoneMaxLength}
        placeholder={t('account:placeholders.phone')}
      />
    </Form.Item>
  );
  const emailItem = (
    <Form.Item
      key="email"
      name="email"
      label={t('account:fields.email')}
      required={contacts.emailRequired}
      rules={[schemaRule(rules.email, t)]}
    >
      <Input type="email" autoComplete="email" placeholder={t('account:placeholders.email')} />
    </Form.Item>
  );

  const loginLink = `/portal/login${location.search}`;

  return (
    <AuthShell>
      <section className="auth-card auth-card-wide" aria-labelledby="register-title">
        <h1 id="register-title">{t('account:register.title')}</h1>
        <p className="auth-subtitle">{t('account:register.subtitle')}</p>
        <Form<RegisterValues>
          form={form}
          name="register"
          layout="vertical"
          onFinish={onFinish}
          initialValues={{ agreement: true }}
          scrollToFirstError
          disabled={submitLock.locked || registered}
          className="register-form"
        >
          <Form.Item
            name="username"
            label={t('account:fields.username')}
            required
            rules={[schemaRule(rules.username, t)]}
            extra={t('account:register.usernameHint')}
          >
            <Input autoComplete="username" placeholder={t('account:placeholders.username')} />
          </Form.Item>
          <NewPasswordFields
            name="password"
            texts={{
              label: 'account:fields.password',
              repeatLabel: 'account:fields.repeatPassword',
              hint: 'account:register.passwordHint',
              placeholder: 'account:placeholders.password',
              repeatPlaceholder: 'account:placeholders.repeatPassword',
            }}
          />
          <Form.Item
            name="truename"
            label={t('account:fields.truename')}
            required
            rules={[schemaRule(rules.truename, t)]}
          >
            <Input autoComplete="name" placeholder={t('account:placeholders.truename')} />
          </Form.Item>
          <Form.Item
            name="companyName"
            label={t('account:fields.companyName')}
            required
            rules={[schemaRule(rules.companyName, t)]}
          >
            <Input
              autoComplete="organization"
              placeholder={t('account:placeholders.companyName')}
            />
          </Form.Item>
          <Form.Item
            name="category"
            label={t('account:fields.category')}
            required
            rules={[schemaRule(rules.category, t, 'categoryRequired')]}
          >
            <FormSelect
              placeholder={t('account:placeholders.category')}
              loading={userTypes.isPending}
              options={(userTypes.data ?? []).map((entry) => ({
                value: entry.value,
                label: entry.name,
              }))}
              notFoundContent={
                userTypes.isError ? (
                  <Button type="link" onClick={() => void userTypes.refetch()}>
                    {t('common:retry')}
                  </Button>
                ) : undefined
              }
            />
          </Form.Item>
          <Form.Item
            name="saleManager"
            label={t('account:fields.saleManager')}
            required
            rules={[schemaRule(rules.saleManager, t)]}
          >
            <Input placeholder={t('account:placeholders.saleManager')} />
          </Form.Item>
          {contacts.codeChannel === 'sms' ? [phoneItem, emailItem] : [emailItem, phoneItem]}
          <CodeField
            id="register_codes"
            channel={contacts.codeChannel}
            type="register"
            target={codeTarget}
            rules={[schemaRule(rules.codes, t)]}
          />
          <Form.Item
            name="applySystem"
            label={t('account:fields.applySystem')}
            required
            rules={[schemaRule(rules.applySystem, t, 'applySystemRequired')]}
          >
            {/* A radiogroup may carry the aria-required the form item adds (antd types lack role). */}
            <Radio.Group
              className="system-options"
              {...{ role: 'radiogroup' }}
              aria-label={t('account:fields.applySystem')}
              aria-describedby={lockedSystem === null ? undefined : 'register_system_locked'}
            >
              {SYSTEM_OPTIONS.map((value) => (
                <Radio
                  key={value}
                  value={value}
                  disabled={lockedSystem !== null && value !== lockedSystem}
                >
                  {t(`account:systems.${value}`)}
                </Radio>
              ))}
            </Radio.Group>
          </Form.Item>
          {lockedSystem !== null && (
            <p id="register_system_locked" className="form-hint">
              {t('account:register.systemLocked', {
                system: t(`account:systems.${lockedSystem}`),
              })}
            </p>
          )}
          {/* Spec 5: the tick starts ticked and is not checked on submit. */}
          <div className="agreement-row">
            <Form.Item name="agreement" valuePropName="checked" noStyle>
              <Checkbox>{t('account:register.agree')}</Checkbox>
            </Form.Item>
            <Button
              type="link"
              className="agreement-link"
              onClick={() => setAgreementOpen(true)}
              disabled={false}
            >
              {t('account:register.readAgreement')}
            </Button>
          </div>
          <Button
            type="primary"
            htmlType="submit"
            block
            size="large"
            loading={registerMutation.isPending}
            disabled={submitLock.locked || registered}
          >
            {t('account:register.submit')}
          </Button>
          <p className="login-register">
            {t('account:register.haveAccount')}{' '}
            <Link to={loginLink}>{t('account:register.login')}</Link>
          </p>
        </Form>
      </section>
      {agreementOpen && (
        <Suspense fallback={null}>
          <AgreementDialog onClose={() => setAgreementOpen(false)} />
        </Suspense>
      )}
      {registered && <RegisterSuccessDialog onGo={() => void navigate('/', { replace: true })} />}
    </AuthShell>
  );
}
