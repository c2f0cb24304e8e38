import { Alert, Button, Form, Input } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CONSOLE_ROUTES, LIMITS, type StaffLogin, type StaffMe } from '@seuiot/contract';
import { api } from '../../lib/api';
import { errorText } from '../../lib/errors';
import { ME_KEY } from '../../lib/queries';
import { AuthCard } from './auth-card';

/** Staff sign-in, first step: username and password. */
export function LoginPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const login = useMutation({
    mutationFn: (form: StaffLogin) => api<StaffMe>('POST', CONSOLE_ROUTES.login, form),
    onSuccess: (me) => client.setQueryData(ME_KEY, me),
  });
  return (
    <AuthCard title={t('auth.title')}>
      {login.isError && (
        <Alert
          type="error"
          showIcon
          role="alert"
          message={errorText(t, login.error)}
          style={{ marginBottom: 16 }}
        />
      )}
      <Form<StaffLogin> layout="vertical" onFinish={(v) => login.mutate(v)} requiredMark={false}>
        <Form.Item
          name="username"
          label={t('auth.username')}
          rules={[{ required: true, whitespace: true, message: t('auth.usernameRequired') }]}
        >
          <Input autoComplete="username" maxLength={LIMITS.staffUsernameMax} />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('auth.password')}
          rules={[{ required: true, message: t('auth.passwordRequired') }]}
        >
          <Input.Password autoComplete="current-password" maxLength={LIMITS.staffPasswordMax} />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={login.isPending}>
          {t('auth.signIn')}
        </Button>
      </Form>
    </AuthCard>
  );
}
