import { Button, Form, Input, Skeleton } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import {
  HOME_COUNTRY,
  IMAGE_RULES,
  RULE_MESSAGES,
  countryCodeSchema,
  creditCodeSchema,
  enterpriseFieldsSchema,
  homeAreaSchemas,
  regionName,
  registrationNumberSchema,
} from '@seuiot/contract';
import { getPortalConfig } from '../../../lib/portal-config';
import { useLang } from '../../../lib/i18n';
import { LoadError } from '../../../components/load-error';
import { showSuccessToast } from '../../../lib/feedback';
import { useSubmitLock } from '../../../lib/use-submit-lock';
import { firstIssue, ruleText, schemaRule } from '../../../lib/form-rules';
import { megabytes } from '../../../lib/image-check';
import { useEnterprise, useSubmitEnterprise } from '../api/enterprise';
import { AreaCascader } from './area-cascader';
import { CertFlow, requiredImage } from './cert-flow';
import { CertSummary } from './cert-summary';
import { CountrySelect } from './country-select';
import { ImagePicker } from './image-picker';
import { useFieldErrors, type FieldErrorMap } from '../../../lib/field-errors';

/**
 * Refusals of an enterprise certification shown at their field (issue 26): the licence is the
 * one picture; the request's province, city and district are the form's area.
 */
const ENTERPRISE_FIELD_ERRORS: FieldErrorMap = {
  codes: { B0006: 'license', B0007: 'license' },
  fields: { province: 'area', city: 'area', district: 'area' },
};

interface Values {
  license: File | null;
  companyName: string;
  /** Chosen in the overseas edition; the domestic form is for companies registered in China. */
  country?: string;
  taxNumber: string;
  area: string[];
  address: string;
  scope: string;
}

const shape = enterpriseFieldsSchema.shape;
const LICENSE_ACCEPT = '.png,.jpg,.jpeg,image/png,image/jpeg';

/** Province, city and district codes, each by the contract's rule (areaRequired otherwise). */
export function areaIssue(value: unknown): string | null {
  const [province, city, district] = Array.isArray(value) ? (value as unknown[]) : [];
  return (
    firstIssue(homeAreaSchemas.province, province ?? '', RULE_MESSAGES.areaRequired) ??
    firstIssue(homeAreaSchemas.city, city ?? '', RULE_MESSAGES.areaRequired) ??
    firstIssue(homeAreaSchemas.district, district ?? '', RULE_MESSAGES.areaRequired)
  );
}

/** menuIndex 4: enterprise certification. */
export default function EnterpriseCert() {
  const { t } = useTranslation(['center', 'validation']);
  const status = useEnterprise();
  const [form] = Form.useForm<Values>();
  const submit = useSubmitEnterprise(useFieldErrors(form, ENTERPRISE_FIELD_ERRORS).mutationOptions);
  const lock = useSubmitLock();
  const lang = useLang();
  const overseas = getPortalConfig().edition === 'overseas';
  const chosen = Form.useWatch('country', form);
  const rule = IMAGE_RULES.license;

  if (status.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (status.isError)
    return <LoadError error={status.error} onRetry={() => void status.refetch()} />;
  const data = status.data;
  // A company registered in China gives its credit code and area; one elsewhere its number.
  const home = (overseas ? chosen : HOME_COUNTRY) === HOME_COUNTRY;
  const submittedHome = (data.country || HOME_COUNTRY) === HOME_COUNTRY;

  const summary = (
    <CertSummary
      state={data.status}
      submitTime={data.submitTime}
      reviewTime={data.reviewTime}
      rejectReason={data.rejectReason}
      details={[
        { key: 'companyName', label: t('center:enterprise.companyName'), value: data.companyName },
        ...(submittedHome
          ? [
              {
                key: 'taxNumber',
                label: t('center:enterprise.taxNumber'),
                value: data.taxNumber,
              },
              { key: 'area', label: t('center:enterprise.area'), value: data.areaNames },
              { key: 'address', label: t('center:enterprise.address'), value: data.address },
            ]
          : [
              {
                key: 'country',
                label: t('center:enterprise.country'),
                value: regionName(data.country, lang),
              },
              {
                key: 'taxNumber',
                label: t('center:enterprise.registrationNumber'),
                value: data.taxNumber,
              },
              {
                key: 'address',
                label: t('center:enterprise.registeredAddress'),
                value: data.address,
              },
            ]),
        { key: 'scope', label: t('center:enterprise.scope'), value: data.scope },
        ...(data.licenseUrl
          ? [
              {
                key: 'license',
                label: t('center:enterprise.license'),
                value: (
                  <img
                    className="license-image"
                    src={data.licenseUrl}
                    alt={t('center:enterprise.licenseAlt')}
                  />
                ),
              },
            ]
          : []),
      ]}
    />
  );
  const areaRule: Rule = {
    validator: async (_rule, value: unknown) => {
      const key = areaIssue(value);
      if (key) throw new Error(ruleText(t, key));
    },
  };
  const onFinish = (values: Values, done: () => void) => {
    const country = overseas ? (values.country ?? '') : HOME_COUNTRY;
    const [province = '', city = '', district = ''] =
      country === HOME_COUNTRY ? (values.area ?? []) : [];
    const { license } = values;
    if (!license) return;
    // One submit at a time (a double click would send it twice, the second refused).
    void lock.run(async () => {
      await submit.mutateAsync({
        companyName: values.companyName.trim(),
        country,
        taxNumber:
          country === HOME_COUNTRY
            ? values.taxNumber.trim().toUpperCase()
            : values.taxNumber.trim(),
        province,
        city,
        district,
        address: values.address.trim(),
        scope: values.scope.trim(),
        license,
      });
      showSuccessToast(t('center:cert.submitted'));
      done();
    });
  };

  return (
    <CertFlow
      state={data.status}
      summary={summary}
      intro={t('center:enterprise.intro')}
      renderForm={(done) => (
        <Form<Values>
          form={form}
          name="enterprise"
          layout="vertical"
          className="center-form"
          onFinish={(values) => onFinish(values, done)}
          disabled={lock.locked}
          initialValues={{
            license: null,
            companyName: data.companyName,
            // A new request overseas chooses its country; a rejected one comes back with it.
            country: overseas ? data.country || undefined : HOME_COUNTRY,
            taxNumber: data.taxNumber,
            // A rejected request comes back with its region chosen, like its other fields.
            area: data.district ? [data.province, data.city, data.district] : [],
            address: data.address,
            scope: data.scope,
          }}
        >
          <Form.Item
            name="license"
            label={t('center:enterprise.license')}
            required
            rules={[requiredImage(t('center:enterprise.licenseRequired'))]}
            extra={t('center:enterprise.licenseHint', {
              types: rule.types.map((type) => type.toUpperCase()).join(' / '),
              maxMb: megabytes(rule.maxBytes),
            })}
          >
            <ImagePicker
              rule={rule}
              accept={LICENSE_ACCEPT}
              label={t('center:enterprise.chooseLicense')}
            />
          </Form.Item>
          <Form.Item
            name="companyName"
            label={t('center:enterprise.companyName')}
            required
            rules={[schemaRule(shape.companyName, t)]}
          >
            <Input autoComplete="organization" />
          </Form.Item>
          {overseas && (
            <Form.Item
              name="country"
              label={t('center:enterprise.country')}
              required
              rules={[schemaRule(countryCodeSchema, t, RULE_MESSAGES.countryRequired)]}
            >
              <CountrySelect />
            </Form.Item>
          )}
          <Form.Item
            name="taxNumber"
            label={t(home ? 'center:enterprise.taxNumber' : 'center:enterprise.registrationNumber')}
            required
            rules={[
              home
                ? schemaRule(creditCodeSchema, t, RULE_MESSAGES.taxNumberFormat)
                : schemaRule(registrationNumberSchema, t, RULE_MESSAGES.registrationNumberFormat),
            ]}
            extra={t(
              home ? 'center:enterprise.taxNumberHint' : 'center:enterprise.registrationNumberHint',
            )}
          >
            <Input autoComplete="off" />
          </Form.Item>
          {home && (
            <Form.Item name="area" label={t('center:enterprise.area')} required rules={[areaRule]}>
              <AreaCascader />
            </Form.Item>
          )}
          <Form.Item
            name="address"
            label={t(home ? 'center:enterprise.address' : 'center:enterprise.registeredAddress')}
            required
            rules={[schemaRule(shape.address, t)]}
            extra={home ? undefined : t('center:enterprise.registeredAddressHint')}
          >
            <Input autoComplete="street-address" />
          </Form.Item>
          <Form.Item
            name="scope"
            label={t('center:enterprise.scope')}
            required
            rules={[schemaRule(shape.scope, t)]}
          >
            <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={submit.isPending}>
            {t('center:cert.submit')}
          </Button>
        </Form>
      )}
    />
  );
}
