import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LIMITS, type LoginUser } from '@seuiot/contract';
import { isApiError } from '../../../lib/api-error';
import { refusedFields, type FieldErrorMap } from '../../../lib/field-errors';
import { getPortalConfig } from '../../../lib/portal-config';
import { useSubmitLock } from '../../../lib/use-submit-lock';
import { useCaptcha } from '../api/get-captcha';
import { useLogin } from '../api/login';
import { getRememberedAccount } from '../remember-account';
import type { LoginField } from '../login-rules';

interface Props {
  onSuccess: (user: LoginUser, remember: string | null) => void;
}

type Values = Record<LoginField, string>;
type Errors = Partial<Record<LoginField, string>>;

const loadRules = () => import('../login-rules');

/** Values the validation texts may interpolate; the numbers come from the contract only. */
const RULE_VALUES = { passwordMin: LIMITS.passwordMin, passwordMax: LIMITS.passwordMax };

/**
 * Refusals shown at their field (issue 26): a wrong account or password under the password, a
 * wrong captcha under the captcha (when the attempt carried one).
 */
const LOGIN_FIELD_ERRORS: FieldErrorMap = { codes: { A0050: 'password', A0008: 'captchaCode' } };

/** A0008: the attempt needed a captcha it did not carry, or carried a wrong answer. */
function isCaptchaRefusal(error: unknown): boolean {
  return isApiError(error) && error.kind === 'business' && error.code === 'A0008';
}

function captchaRequiredAfter(error: unknown): boolean | null {
  if (!isApiError(error) || typeof error.data !== 'object' || error.data === null) return null;
  const flag = (error.data as { captchaRequired?: unknown }).captchaRequired;
  return typeof flag === 'boolean' ? flag : null;
}

/**
 * Account, password (show toggle), captcha when the server asks, remember account, submit.
 * Plain form controls styled like antd: antd's Form, Input and Checkbox would more than double
 * this page's first download (see the bundle budget in the README of apps/web).
 */
export function LoginForm({ onSuccess }: Props) {
  const { t } = useTranslation(['auth', 'validation']);
  const location = useLocation();
  const [values, setValues] = useState<Values>({
    username: '',
    password: '',
    captchaCode: '',
  });
  const [remember, setRemember] = useState(false);
  // The page the server rendered (decision 0014) shows the form before the app runs: until then
  // the fields are read-only and the button off, so nothing typed is lost when the app takes over
  // and the browser never submits the form itself (a GET would put the password in the address).
  const [running, setRunning] = useState(false);
  // The remembered account is the browser's: filled in once the page runs, so the page the server
  // rendered and the app's first render agree.
  useEffect(() => {
    setRunning(true);
    const remembered = getRememberedAccount();
    if (!remembered) return;
    setValues((current) => (current.username ? current : { ...current, username: remembered }));
    setRemember(true);
  }, []);
  const [showPassword, setShowPassword] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [askedAfterFailure, setAskedAfterFailure] = useState(false);
  const captcha = useCaptcha();
  // Whether the attempt under way carried a captcha. The server may ask for one the form did not
  // show (the account is failing from other clients, decision 0011): then "wrong code" would be
  // untrue, so the form brings up the captcha and says to fill it in, instead of the toast.
  const sentCaptcha = useRef(false);
  // The fields of the attempt under way, where a refusal can be shown.
  const onScreen = (name: unknown) =>
    name === 'username' || name === 'password' || (name === 'captchaCode' && sentCaptcha.current);
  const refused = (error: unknown) => refusedFields(error, LOGIN_FIELD_ERRORS, onScreen);
  const loginMutation = useLogin(
    (error) => (!sentCaptcha.current && isCaptchaRefusal(error)) || refused(error).length > 0,
  );
  const needsCaptcha = askedAfterFailure || captcha.data?.required === true;
  const submitLock = useSubmitLock();
  const fieldRefs = useRef<Partial<Record<LoginField, HTMLInputElement | null>>>({});

  const message = (key: string) =>
    t(`validation:${key}`, { ...RULE_VALUES, defaultValue: t('validation:invalid') });

  const validate = async (field: LoginField, value: string) => {
    const { checkField } = await loadRules();
    const key = checkField(field, value);
    setErrors((previous) => ({ ...previous, [field]: key ? message(key) : undefined }));
    return key === null;
  };

  const change = (field: LoginField, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    if (errors[field]) void validate(field, value);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Held after a success: the redirect comes 1 s later (spec 9).
    void submitLock.run(attempt, { hold: true });
  };

  const attempt = async (): Promise<boolean> => {
    const fields: LoginField[] = needsCaptcha
      ? ['username', 'password', 'captchaCode']
      : ['username', 'password'];
    const rules = await loadRules();
    const found: Errors = {};
    for (const field of fields) {
      const key = rules.checkField(field, values[field]);
      if (key) found[field] = message(key);
    }
    setErrors(found);
    const firstBad = fields.find((field) => found[field]);
    if (firstBad) {
      fieldRefs.current[firstBad]?.focus();
      return false;
    }
    const username = values.username.trim();
    const payload = {
      username,
      password: rules.encryptPassword(getPortalConfig().cipherKey, values.password),
      ...(needsCaptcha && captcha.data
        ? { captchaId: captcha.data.captchaId, captchaCode: values.captchaCode.trim() }
        : {}),
    };
    sentCaptcha.current = 'captchaId' in payload;
    try {
      const user = await loginMutation.mutateAsync(payload);
      onSuccess(user, remember ? username : null);
      return true;
    } catch (error) {
      // Spec 2.4: a failed login resets the captcha.
      const required = captchaRequiredAfter(error);
      if (required !== null) setAskedAfterFailure(required);
      if (!sentCaptcha.current && isCaptchaRefusal(error)) {
        setAskedAfterFailure(true);
        // The key of the contract's RULE_MESSAGES.captchaRequired (rules.ts would bring zod).
        setErrors((previous) => ({ ...previous, captchaCode: message('captchaRequired') }));
      }
      setValues((previous) => ({ ...previous, captchaCode: '' }));
      void captcha.refetch();
      const [field] = refused(error);
      if (field) {
        const name = field.name as LoginField;
        setErrors((previous) => ({ ...previous, [name]: field.text }));
        fieldRefs.current[name]?.focus();
      }
      throw error;
    }
  };

  const forgotParams = new URLSearchParams(location.search);
  forgotParams.set('view', 'forgot');

  const input = (field: LoginField, props: Record<string, unknown>) => ({
    id: `login-${field}`,
    name: field,
    ref: (node: HTMLInputElement | null) => {
      fieldRefs.current[field] = node;
    },
    value: values[field],
    onChange: (event: { target: { value: string } }) => change(field, event.target.value),
    onBlur: (event: { target: { value: string } }) => {
      if (event.target.value !== '' || errors[field]) void validate(field, event.target.value);
    },
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `login-${field}-error` : undefined,
    'aria-required': true,
    className: errors[field] ? 'text-input invalid' : 'text-input',
    readOnly: !running,
    ...props,
  });

  const fieldError = (field: LoginField) =>
    errors[field] ? (
      <p id={`login-${field}-error`} className="field-error" role="alert">
        {errors[field]}
      </p>
    ) : null;

  const busy = submitLock.locked;
  return (
    <form
      className="login-form"
      method="post"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      onFocus={() => void loadRules()}
      aria-busy={busy}
    >
      <div className="field">
        <label htmlFor="login-username">{t('auth:login.account')}</label>
        <input
          {...input('username', {
            type: 'text',
            autoComplete: 'username',
            placeholder: t('auth:login.accountPlaceholder'),
            maxLength: 64,
          })}
        />
        {fieldError('username')}
      </div>
      <div className="field">
        <label htmlFor="login-password">{t('auth:login.password')}</label>
        <div className={errors.password ? 'password-box invalid' : 'password-box'}>
          <input
            {...input('password', {
              type: showPassword ? 'text' : 'password',
              autoComplete: 'current-password',
              placeholder: t('auth:login.passwordPlaceholder'),
              maxLength: 200,
            })}
          />
          <button
            type="button"
            className="password-toggle"
            aria-controls="login-password"
            aria-pressed={showPassword}
            onClick={() => setShowPassword((shown) => !shown)}
          >
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
              <path
                d="M12 5C6.5 5 2.7 9.3 1.5 12c1.2 2.7 5 7 10.5 7s9.3-4.3 10.5-7C21.3 9.3 17.5 5 12 5zm0 11.5a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9zm0-2.2a2.3 2.3 0 1 0 0-4.6 2.3 2.3 0 0 0 0 4.6z"
                fill="currentColor"
              />
              {!showPassword && (
                <path d="M3 3l18 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              )}
            </svg>
            <span className="visually-hidden">{t('auth:login.showPassword')}</span>
          </button>
        </div>
        {fieldError('password')}
      </div>
      {needsCaptcha && (
        <div className="field">
          <label htmlFor="login-captchaCode">{t('auth:login.captcha')}</label>
          <div className="captcha-row">
            <input
              {...input('captchaCode', {
                type: 'text',
                autoComplete: 'off',
                placeholder: t('auth:login.captchaPlaceholder'),
                maxLength: 16,
              })}
            />
            <button
              type="button"
              className="captcha-image"
              onClick={() => void captcha.refetch()}
              title={t('auth:login.captchaRefresh')}
            >
              {captcha.data ? (
                <img src={captcha.data.image} alt={t('auth:login.captchaImageAlt')} />
              ) : (
                <span>{t('auth:login.captchaRefresh')}</span>
              )}
            </button>
          </div>
          {fieldError('captchaCode')}
        </div>
      )}
      <div className="login-options">
        <label className="checkbox">
          <input
            type="checkbox"
            name="remember"
            checked={remember}
            onChange={(event) => setRemember(event.target.checked)}
          />
          <span>{t('auth:login.remember')}</span>
        </label>
        <Link to={`/portal/login?${forgotParams.toString()}`}>{t('auth:login.forgot')}</Link>
      </div>
      <button type="submit" className="plain-button primary block" disabled={busy || !running}>
        {busy && <span className="spinner small" aria-hidden="true" />}
        {t('auth:login.submit')}
      </button>
      <p className="login-register">
        {t('auth:login.noAccount')}{' '}
        <Link to={`/register${location.search}`}>{t('auth:login.register')}</Link>
      </p>
    </form>
  );
}
