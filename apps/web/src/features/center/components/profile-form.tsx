import { Button, Form, Input, Radio, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { CodeField } from '../../../components/code-field';
import { FormSelect } from '../../../components/form-select';
import { SEXES, updateProfileSchema, type Profile, type UpdateProfile } from '@seuiot/contract';
import { contactRules } from '../../../lib/account-rules';
import type { DictionaryEntry } from '../../../lib/dictionary';
import { showSuccessToast } from '../../../lib/feedback';
import { schemaRule } from '../../../lib/form-rules';
import { getPortalConfig } from '../../../lib/portal-config';
import { useUpdateProfile } from '../api/update-profile';
import { useFieldErrors, type FieldErrorMap } from '../../../lib/field-errors';

/** Refusals of a profile change shown at their field (issue 26). */
const PROFILE_FIELD_ERRORS: FieldErrorMap = {
  codes: { A0047: 'phone', A0060: 'email', A0008: 'codes', A0055: 'codes' },
};

interface Props {
  profile: Profile;
  userTypes: DictionaryEntry[];
  onDone: () => void;
}

const shape = updateProfileSchema.shape;

/** Edits my info (POST /front/user/updateUser); the account itself cannot change. */
export function ProfileForm({ profile, userTypes, onDone }: Props) {
  const { t } = useTranslation(['center', 'validation']);
  const [form] = Form.useForm<UpdateProfile>();
  const contacts = contactRules(getPortalConfig().edition);
  const save = useUpdateProfile(useFieldErrors(form, PROFILE_FIELD_ERRORS).mutationOptions);
  // The recovery channel (phone at home, e-mail overseas) changes only with a code sent to the
  // new one: the code field appears once it differs from the saved one.
  const channel = contacts.codeChannel;
  const contactField = channel === 'sms' ? 'phone' : 'email';
  const saved = channel === 'sms' ? profile.phone : profile.email;
  const typed = Form.useWatch(contactField, form) as string | undefined;
  const changed = typed !== undefined && typed.trim() !== '' && typed.trim() !== saved;
  const codeTarget = async (): Promise<string | null> => {
    try {
      const values = await form.validateFields([contactField]);
      return String(values[contactField] ?? '').trim();
    } catch {
      return null;
    }
  };

  const onFinish = (values: UpdateProfile) => {
    save.mutate(
      {
        phone: values.phone?.trim() ?? '',
        category: values.category,
        truename: values.truename.trim(),
        companyName: values.companyName.trim(),
        wechat: values.wechat?.trim() ?? '',
        email: values.email?.trim() ?? '',
        sex: Number(values.sex),
        codes: changed ? (values.codes?.trim() ?? '') : '',
      },
      {
        onSuccess: () => {
          showSuccessToast(t('center:info.saved'));
          onDone();
        },
      },
    );
  };

  return (
    <Form<UpdateProfile>
      form={form}
      name="profile"
      layout="vertical"
      className="center-form"
      initialValues={{
        phone: profile.phone,
        category: profile.category || undefined,
        truename: profile.truename,
        companyName: profile.companyName,
        wechat: profile.wechat,
        email: profile.email,
        sex: profile.sex,
      }}
      onFinish={onFinish}
      disabled={save.isPending}
    >
      <Form.Item label={t('center:info.username')} htmlFor="profile_username">
        <Input id="profile_username" value={profile.username} readOnly disabled />
      </Form.Item>
      <Form.Item
        name="phone"
        label={t('center:info.phone')}
        required={contacts.phoneRequired}
        rules={[schemaRule(contacts.phone, t)]}
      >
        <Input type="tel" autoComplete="tel" maxLength={contacts.phoneMaxLength} />
      </Form.Item>
      <Form.Item
        name="category"
        label={t('center:info.category')}
        required
        rules={[schemaRule(shape.category, t, 'categoryRequired')]}
      >
        <FormSelect
          options={userTypes.map((entry) => ({ value: entry.value, label: entry.name }))}
          placeholder={t('center:info.categoryPlaceholder')}
        />
      </Form.Item>
      <Form.Item
        name="truename"
        label={t('center:info.truename')}
        required
        rules={[schemaRule(shape.truename, t)]}
      >
        <Input autoComplete="name" />
      </Form.Item>
      <Form.Item
        name="companyName"
        label={t('center:info.companyName')}
        required
        rules={[schemaRule(shape.companyName, t)]}
      >
        <Input autoComplete="organization" />
      </Form.Item>
      <Form.Item
        name="wechat"
        label={t('center:info.wechat')}
        rules={[schemaRule(shape.wechat, t)]}
      >
        <Input />
      </Form.Item>
      <Form.Item
        name="email"
        label={t('center:info.email')}
        required={contacts.emailRequired}
        rules={[schemaRule(contacts.email, t)]}
      >
        <Input type="email" autoComplete="email" />
      </Form.Item>
      {changed && (
        <CodeField
          id="profile_codes"
          channel={channel}
          type="contact"
          target={codeTarget}
          rules={[{ required: true, whitespace: true, message: t('validation:codeRequired') }]}
          extra={t(channel === 'sms' ? 'center:info.codeForPhone' : 'center:info.codeForEmail')}
        />
      )}
      <Form.Item name="sex" label={t('center:info.sex')}>
        {/* A radiogroup may carry the aria-required the form item adds (antd types lack role). */}
        <Radio.Group {...{ role: 'radiogroup' }} aria-label={t('center:info.sex')}>
          {SEXES.map((sex) => (
            <Radio key={sex} value={sex}>
              {t(`center:sex.${sex}`)}
            </Radio>
          ))}
        </Radio.Group>
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('center:info.save')}
        </Button>
        <Button onClick={onDone} disabled={save.isPending}>
          {t('center:info.cancel')}
        </Button>
      </Space>
    </Form>
  );
}
