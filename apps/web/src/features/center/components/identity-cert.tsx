import { Button, Form, Input, Skeleton } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { FormSelect } from '../../../components/form-select';
import { ID_TYPES, IMAGE_RULES, identityFieldsSchema } from '@seuiot/contract';
import { LoadError } from '../../../components/load-error';
import { showSuccessToast } from '../../../lib/feedback';
import { ruleText, schemaRule } from '../../../lib/form-rules';
import { megabytes } from '../../../lib/image-check';
import { getPortalConfig } from '../../../lib/portal-config';
import { useSubmitLock } from '../../../lib/use-submit-lock';
import { useIdentity, useSubmitIdentity } from '../api/identity';
import { CertFlow, requiredImage } from './cert-flow';
import { CertSummary } from './cert-summary';
import { ImagePicker } from './image-picker';
import { useFieldErrors, type FieldErrorMap } from '../../../lib/field-errors';

/** Refusals of a real-name certification shown at their field (issue 26). */
const IDENTITY_FIELD_ERRORS: FieldErrorMap = { codes: { A0011: 'idNumber' } };

type IdType = (typeof ID_TYPES)[number];

interface Values {
  truename: string;
  idType: IdType;
  idNumber: string;
  portrait: File | null;
  emblem: File | null;
}

const ID_PHOTO_ACCEPT = '.png,.jpg,.jpeg,.bmp,image/png,image/jpeg,image/bmp';
/** The two sides of the document: the holder's photo, then the issuer's emblem. */
const ID_PHOTOS = ['portrait', 'emblem'] as const;

/**
 * The rule of the ID number: the contract's identity schema, run on the whole form so that the
 * document type decides (resident ID check digit and birth date, or the passport pattern).
 */
export function idNumberIssue(idType: IdType, idNumber: string): string | null {
  const result = identityFieldsSchema.safeParse({ truename: '-', idType, idNumber });
  if (result.success) return null;
  return result.error.issues.find((item) => item.path[0] === 'idNumber')?.message ?? null;
}

/** menuIndex 3: real-name certification. */
export default function IdentityCert() {
  const { t } = useTranslation(['center', 'validation']);
  const status = useIdentity();
  const [form] = Form.useForm<Values>();
  const submit = useSubmitIdentity(useFieldErrors(form, IDENTITY_FIELD_ERRORS).mutationOptions);
  const lock = useSubmitLock();
  const rule = IMAGE_RULES.idPhoto;

  if (status.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (status.isError)
    return <LoadError error={status.error} onRetry={() => void status.refetch()} />;
  const data = status.data;

  const summary = (
    <CertSummary
      state={data.status}
      submitTime={data.submitTime}
      reviewTime={data.reviewTime}
      rejectReason={data.rejectReason}
      details={[
        { key: 'truename', label: t('center:identity.truename'), value: data.truename },
        {
          key: 'idType',
          label: t('center:identity.idType'),
          value: t(`center:identity.types.${data.idType}`),
        },
        { key: 'idNumber', label: t('center:identity.idNumber'), value: data.idNumberMasked },
        // The photos as submitted, so the holder can see what the reviewer sees.
        ...ID_PHOTOS.flatMap((side) => {
          const url = side === 'portrait' ? data.portraitUrl : data.emblemUrl;
          return url
            ? [
                {
                  key: side,
                  label: t(`center:identity.${side}`),
                  value: (
                    <img
                      className="license-image"
                      src={url}
                      alt={t('center:identity.photoAlt', { side: t(`center:identity.${side}`) })}
                    />
                  ),
                },
              ]
            : [];
        }),
      ]}
    />
  );
  const idNumberRule: Rule = ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      const key = idNumberIssue(getFieldValue('idType') as IdType, String(value ?? ''));
      if (key) throw new Error(ruleText(t, key));
    },
  });
  const photoHint = t('center:identity.photoHint', {
    types: rule.types.map((type) => type.toUpperCase()).join(' / '),
    maxMb: megabytes(rule.maxBytes),
    minPx: rule.minPx,
  });

  const onFinish = (values: Values, done: () => void) => {
    const { portrait, emblem } = values;
    if (!portrait || !emblem) return;
    // One submit at a time (a double click would send it twice, the second refused).
    void lock.run(async () => {
      await submit.mutateAsync({
        truename: values.truename.trim(),
        idType: values.idType,
        idNumber: values.idNumber.trim().toUpperCase(),
        portrait,
        emblem,
      });
      showSuccessToast(t('center:cert.submitted'));
      done();
    });
  };

  return (
    <CertFlow
      state={data.status}
      summary={summary}
      intro={t('center:identity.intro')}
      renderForm={(done) => (
        <Form<Values>
          form={form}
          name="identity"
          layout="vertical"
          className="center-form"
          onFinish={(values) => onFinish(values, done)}
          disabled={lock.locked}
          initialValues={{
            truename: data.truename,
            idType: getPortalConfig().edition === 'overseas' ? 'passport' : 'resident',
            portrait: null,
            emblem: null,
          }}
        >
          <Form.Item
            name="truename"
            label={t('center:identity.truename')}
            required
            rules={[schemaRule(identityFieldsSchema.shape.truename, t)]}
          >
            <Input autoComplete="name" />
          </Form.Item>
          <Form.Item name="idType" label={t('center:identity.idType')} required>
            <FormSelect
              options={ID_TYPES.map((type) => ({
                value: type,
                label: t(`center:identity.types.${type}`),
              }))}
            />
          </Form.Item>
          <Form.Item
            name="idNumber"
            label={t('center:identity.idNumber')}
            required
            dependencies={['idType']}
            rules={[idNumberRule]}
          >
            <Input autoComplete="off" />
          </Form.Item>
          {ID_PHOTOS.map((side) => (
            <Form.Item
              key={side}
              name={side}
              label={t(`center:identity.${side}`)}
              required
              rules={[requiredImage(t(`center:identity.${side}Required`))]}
              extra={photoHint}
            >
              <ImagePicker
                rule={rule}
                accept={ID_PHOTO_ACCEPT}
                label={t('center:identity.choosePhoto')}
              />
            </Form.Item>
          ))}
          <Button type="primary" htmlType="submit" loading={submit.isPending}>
            {t('center:cert.submit')}
          </Button>
        </Form>
      )}
    />
  );
}
