import { Form, Input } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { plainPasswordSchema } from '@seuiot/contract';
import { RULE_VALUES, commonPasswordRule, repeatRule, schemaRule } from '../lib/form-rules';

/** The texts of the two fields: keys with their namespace (`account:fields.password`). */
export interface NewPasswordTexts {
  label: string;
  repeatLabel: string;
  /** Under the new password; it may interpolate `passwordMin` and `passwordMax`. */
  hint: string;
  placeholder?: string;
  repeatPlaceholder?: string;
}

interface Props {
  /** The new password's field name; the repeat is always `repeatPassword`. */
  name: string;
  texts: NewPasswordTexts;
  /** Further rules of the new password (change password: not the current one). */
  rules?: Rule[];
  /** Fields whose change checks the new password again. */
  dependencies?: string[];
}

/**
 * A new password and its repeat, inside a page's antd Form (registration, forgot password,
 * change password): the contract's plain-password rule before encryption (spec 5), then the
 * repeat required and equal.
 */
export function NewPasswordFields({ name, texts, rules = [], dependencies }: Props) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item
        name={name}
        label={t(texts.label)}
        required
        dependencies={dependencies}
        rules={[schemaRule(plainPasswordSchema, t), commonPasswordRule(t), ...rules]}
        extra={t(texts.hint, RULE_VALUES)}
      >
        <Input.Password
          autoComplete="new-password"
          placeholder={texts.placeholder && t(texts.placeholder)}
        />
      </Form.Item>
      <Form.Item
        name="repeatPassword"
        label={t(texts.repeatLabel)}
        required
        dependencies={[name]}
        rules={[repeatRule(t, name)]}
      >
        <Input.Password
          autoComplete="new-password"
          placeholder={texts.repeatPlaceholder && t(texts.repeatPlaceholder)}
        />
      </Form.Item>
    </>
  );
}
