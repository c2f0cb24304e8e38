import { useState } from 'react';
import { Alert, Button, Flex, Form, Input, Typography } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  CONSOLE_ROUTES,
  LIMITS,
  RECOVERY_CODE_LENGTH,
  RECOVERY_CODE_PATTERN,
  TOTP_PATTERN,
  type StaffMe,
  type TotpEnrolment,
} from '@seuiot/contract';
import { api } from '../../lib/api';
import { errorText } from '../../lib/errors';
import { ME_KEY } from '../../lib/queries';
import { AuthCard } from './auth-card';

function useSignOut() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api<null>('POST', CONSOLE_ROUTES.logout),
    onSettled: () => client.resetQueries({ queryKey: ME_KEY }),
  });
}

function CodeForm({
  onCode,
  pending,
  label,
}: {
  onCode: (code: string) => void;
  pending: boolean;
  label: string;
}) {
  const { t } = useTranslation();
  return (
    <Form<{ code: string }> layout="vertical" requiredMark={false} onFinish={(v) => onCode(v.code)}>
      <Form.Item
        name="code"
        label={label}
        rules={[{ required: true, pattern: TOTP_PATTERN, message: t('auth.codeInvalid') }]}
      >
        <Input inputMode="numeric" autoComplete="one-time-code" maxLength={LIMITS.totpDigits} />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={pending}>
        {t('auth.confirm')}
      </Button>
    </Form>
  );
}

/** First sign-in: scan the QR code, confirm a code, keep the recovery codes. */
function Enrol() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [codes, setCodes] = useState<string[] | null>(null);
  const enrol = useMutation({
    mutationFn: () => api<TotpEnrolment>('POST', CONSOLE_ROUTES.totpEnrol),
  });
  const confirm = useMutation({
    mutationFn: (code: string) =>
      api<{ recoveryCodes: string[] }>('POST', CONSOLE_ROUTES.totpConfirm, { code }),
    onSuccess: (r) => setCodes(r.recoveryCodes),
  });
  if (codes)
    return (
      <>
        <Alert type="warning" showIcon message={t('auth.recoveryIntro')} />
        <Typography.Title level={2} style={{ fontSize: 16, marginTop: 16 }}>
          {t('auth.recoveryCodes')}
        </Typography.Title>
        <ol data-testid="recovery-codes" style={{ columns: 2, paddingInlineStart: 24 }}>
          {codes.map((c) => (
            <li key={c}>
              <Typography.Text code>{c}</Typography.Text>
            </li>
          ))}
        </ol>
        <Button
          type="primary"
          block
          onClick={() =>
            client.setQueryData<StaffMe>(ME_KEY, (me) => (me ? { ...me, stage: 'full' } : me))
          }
        >
          {t('auth.recoverySaved')}
        </Button>
      </>
    );
  if (!enrol.data)
    return (
      <>
        <Typography.Paragraph>{t('auth.enrolIntro')}</Typography.Paragraph>
        {enrol.isError && (
          <Alert type="error" role="alert" showIcon message={errorText(t, enrol.error)} />
        )}
        <Button type="primary" block loading={enrol.isPending} onClick={() => enrol.mutate()}>
          {t('auth.enrolStart')}
        </Button>
      </>
    );
  return (
    <>
      <Typography.Paragraph>{t('auth.enrolScan')}</Typography.Paragraph>
      <Flex justify="center">
        <img src={enrol.data.qr} alt={t('auth.qrAlt')} width={200} height={200} />
      </Flex>
      <Typography.Paragraph>
        {t('auth.secretLabel')}{' '}
        <Typography.Text code copyable data-testid="totp-secret">
          {enrol.data.secret}
        </Typography.Text>
      </Typography.Paragraph>
      {confirm.isError && (
        <Alert
          type="error"
          role="alert"
          showIcon
          message={errorText(t, confirm.error)}
          style={{ marginBottom: 16 }}
        />
      )}
      <CodeForm
        label={t('auth.code')}
        pending={confirm.isPending}
        onCode={(c) => confirm.mutate(c)}
      />
    </>
  );
}

/** Later sign-ins: a code of the authenticator app, or one of the recovery codes. */
function Verify() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [recovery, setRecovery] = useState(false);
  const verify = useMutation({
    mutationFn: (body: { code: string } | { recoveryCode: string }) =>
      api<StaffMe>('POST', CONSOLE_ROUTES.totpVerify, body),
    onSuccess: (me) => client.setQueryData(ME_KEY, me),
    onError: () => void client.invalidateQueries({ queryKey: ME_KEY }),
  });
  return (
    <>
      {verify.isError && (
        <Alert
          type="error"
          role="alert"
          showIcon
          message={errorText(t, verify.error)}
          style={{ marginBottom: 16 }}
        />
      )}
      {recovery ? (
        <Form<{ recoveryCode: string }>
          layout="vertical"
          requiredMark={false}
          onFinish={(v) => verify.mutate({ recoveryCode: v.recoveryCode.trim().toUpperCase() })}
        >
          <Form.Item
            name="recoveryCode"
            label={t('auth.recoveryCode')}
            rules={[
              {
                required: true,
                validator: (_, v: string | undefined) =>
                  RECOVERY_CODE_PATTERN.test((v ?? '').trim().toUpperCase())
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('auth.recoveryInvalid'))),
              },
            ]}
          >
            <Input autoComplete="off" maxLength={RECOVERY_CODE_LENGTH} />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={verify.isPending}>
            {t('auth.confirm')}
          </Button>
        </Form>
      ) : (
        <CodeForm
          label={t('auth.code')}
          pending={verify.isPending}
          onCode={(code) => verify.mutate({ code })}
        />
      )}
      <Button type="link" block onClick={() => setRecovery(!recovery)}>
        {recovery ? t('auth.useCode') : t('auth.useRecovery')}
      </Button>
    </>
  );
}

/** The second step of sign-in: TOTP enrolment the first time, a code afterwards. */
export default function SecondFactorPage({ me }: { me: StaffMe }) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  return (
    <AuthCard title={me.stage === 'enrol' ? t('auth.enrolTitle') : t('auth.verifyTitle')}>
      {me.stage === 'enrol' ? <Enrol /> : <Verify />}
      <Button type="text" block onClick={() => signOut.mutate()}>
        {t('auth.signOut')}
      </Button>
    </AuthCard>
  );
}
