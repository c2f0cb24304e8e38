import { useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert, Button, Form, Input, Radio, Skeleton } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { DEVELOPER_TYPES, developerFormSchema, type DeveloperForm } from '@seuiot/contract';
import { QueryError } from '../../../components/query-error';
import { showSuccessToast } from '../../../lib/feedback';
import { fieldRule } from '../app-rules';
import { formatDate } from '../../../lib/format-date';
import { useLang } from '../../../lib/i18n';
import { useDeveloperState } from '../api/get-developer-state';
import { useSubmitDeveloper, useWithdrawDeveloper } from '../api/submit-developer';
import type { DeveloperState } from '../app-types';
import { RejectReasons } from './app-status';
import { useFieldErrors } from '../../../lib/field-errors';

/** The personal center's real-name certification (center-sections.ts: index 3). */
export const IDENTITY_CERT_PATH = '/center?menuIndex=3';

type Values = Omit<DeveloperForm, 'action'>;

const fields = developerFormSchema.shape;

function ApplicationForm({ state }: { state: DeveloperState }) {
  const { t } = useTranslation('developer');
  const [form] = Form.useForm<Values>();
  const submit = useSubmitDeveloper(useFieldErrors(form).mutationOptions);
  const action = useRef<DeveloperForm['action']>('submit');
  /**
   * The contact e-mail and phone are needed to submit for review, not to save (the server answers
   * B0001 naming them otherwise: developers.service.ts).
   */
  const neededToSubmit: Rule = {
    validator: async (_rule, value: unknown) => {
      if (action.current === 'submit' && (typeof value !== 'string' || value.trim() === ''))
        throw new Error(t('rule.requiredToSubmit'));
    },
  };
  const send = (next: DeveloperForm['action']) => {
    action.current = next;
    void form.validateFields().then((values) =>
      submit.mutate(
        { ...values, action: next },
        {
          onSuccess: () =>
            showSuccessToast(t(next === 'save' ? 'onboarding.saved' : 'onboarding.submitted')),
        },
      ),
    );
  };
  const initial: Values = state.form ?? {
    type: 'personal',
    name: '',
    email: '',
    phone: '',
    website: '',
    intro: '',
  };
  return (
    <Form<Values>
      form={form}
      layout="vertical"
      className="developer-form"
      initialValues={initial}
      onFinish={() => send('submit')}
    >
      <Form.Item name="type" label={t('onboarding.type')}>
        <Radio.Group>
          {DEVELOPER_TYPES.map((type) => (
            <Radio
              key={type}
              value={type}
              disabled={type === 'company' && state.enterpriseStatus !== 'approved'}
            >
              {t(`onboarding.types.${type}`)}
            </Radio>
          ))}
        </Radio.Group>
      </Form.Item>
      {state.enterpriseStatus !== 'approved' && (
        <p className="form-hint">{t('onboarding.companyNeedsCert')}</p>
      )}
      <Form.Item
        name="name"
        label={t('onboarding.name')}
        required
        rules={[fieldRule(fields.name, t)]}
      >
        <Input autoComplete="organization" />
      </Form.Item>
      <Form.Item
        name="email"
        label={t('onboarding.email')}
        required
        rules={[neededToSubmit, fieldRule(fields.email, t)]}
      >
        <Input type="email" autoComplete="email" />
      </Form.Item>
      <Form.Item
        name="phone"
        label={t('onboarding.phone')}
        required
        rules={[neededToSubmit, fieldRule(fields.phone, t)]}
      >
        <Input type="tel" autoComplete="tel" />
      </Form.Item>
      <Form.Item
        name="website"
        label={t('onboarding.website')}
        rules={[fieldRule(fields.website, t)]}
      >
        <Input type="url" autoComplete="url" />
      </Form.Item>
      <Form.Item name="intro" label={t('onboarding.intro')} rules={[fieldRule(fields.intro, t)]}>
        <Input.TextArea rows={4} />
      </Form.Item>
      <div className="form-actions">
        <Button onClick={() => send('save')} loading={submit.isPending}>
          {t('onboarding.save')}
        </Button>
        <Button type="primary" htmlType="submit" loading={submit.isPending}>
          {t('onboarding.submit')}
        </Button>
      </div>
    </Form>
  );
}

function Onboarding({ state }: { state: DeveloperState }) {
  const { t } = useTranslation('developer');
  const lang = useLang();
  const withdraw = useWithdrawDeveloper();
  if (!state.canApply) {
    return (
      <Alert
        type="info"
        showIcon
        message={t('onboarding.needCert.title')}
        description={
          <>
            <p>{t(`onboarding.needCert.${state.identityStatus}`)}</p>
            <Link to={IDENTITY_CERT_PATH}>{t('onboarding.needCert.link')}</Link>
          </>
        }
      />
    );
  }
  if (state.status === 'pending') {
    return (
      <Alert
        type="info"
        showIcon
        message={t('onboarding.pending.title')}
        description={
          <>
            <p>
              {t('onboarding.pending.body', {
                time: formatDate(state.submitTime, lang, true),
              })}
            </p>
            <Button onClick={() => withdraw.mutate()} loading={withdraw.isPending}>
              {t('onboarding.withdraw')}
            </Button>
          </>
        }
      />
    );
  }
  return (
    <>
      <p className="section-intro">{t('onboarding.lead')}</p>
      {state.status === 'rejected' && state.review && (
        <Alert
          type="error"
          className="onboarding-rejected"
          message={t('onboarding.rejected')}
          description={<RejectReasons reasons={state.review.reasons} note={state.review.note} />}
        />
      )}
      <ApplicationForm state={state} />
    </>
  );
}

/**
 * The app sections (1-x) for an approved developer only; anyone else gets the onboarding of spec
 * 4 in their place: without real-name certification why and a link to it, then the application
 * (fill in, save or submit, pending review with withdraw, rejected with the reasons).
 */
export function DeveloperGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation('developer');
  const query = useDeveloperState();
  if (query.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.status === 'approved') return <>{children}</>;
  return (
    <section aria-labelledby="developer-section-title">
      <h2 id="developer-section-title">{t('onboarding.title')}</h2>
      <Onboarding state={query.data} />
    </section>
  );
}
