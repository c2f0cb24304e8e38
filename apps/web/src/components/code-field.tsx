import { Form, Input } from 'antd';
import type { Rule } from 'antd/es/form';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CodeType } from '@seuiot/contract';
import { CodeButton } from './code-button';

interface Props {
  /** Id of the code input (the label and the send button point to it). */
  id: string;
  channel: 'sms' | 'email';
  type: CodeType;
  /** Checks the phone or e-mail field and answers its value, or null when it is not valid. */
  target: () => Promise<string | null>;
  rules: Rule[];
  extra?: ReactNode;
}

/**
 * The verification code field with its send button beside it (registration, recovery, a changed
 * phone or e-mail): a form item named `codes`, labelled for the channel.
 */
export function CodeField({ id, channel, type, target, rules, extra }: Props) {
  const { t } = useTranslation('account');
  return (
    <Form.Item
      label={t(channel === 'sms' ? 'fields.smsCode' : 'fields.emailCode')}
      required
      htmlFor={id}
      extra={extra}
    >
      <div className="code-row">
        <Form.Item name="codes" noStyle rules={rules}>
          <Input
            id={id}
            inputMode="numeric"
            autoComplete="one-time-code"
            placeholder={t('placeholders.code')}
          />
        </Form.Item>
        <CodeButton channel={channel} type={type} target={target} controls={id} />
      </div>
    </Form.Item>
  );
}
