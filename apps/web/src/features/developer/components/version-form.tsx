import { useRef, useState } from 'react';
import { Button, Form, Input } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { versionFormSchema, type ApkFacts, type FORM_ACTIONS } from '@seuiot/contract';
import { showSuccessToast } from '../../../lib/feedback';
import { useFieldErrors, type FieldErrorMap } from '../../../lib/field-errors';
import { useSaveVersion } from '../api/version-actions';
import type { MyAppDetail, VersionRow } from '../app-types';
import { fieldRule } from '../app-rules';
import { UploadField, type FormFile } from './upload-field';

/** Refusals of a version shown at their field (issue 26). */
const VERSION_FIELD_ERRORS: FieldErrorMap = {
  codes: { B0010: 'package', B0011: 'package', B0012: 'package', B0013: 'package' },
  fields: { packageBusId: 'package' },
};

type Action = (typeof FORM_ACTIONS)[number];

interface VersionValues {
  package: FormFile[];
  versionName: string;
  updateContentZh: string;
  updateContentEn: string;
}

const fields = versionFormSchema.shape;

/** A new version (no `version`) or an edit of one: package, name, update content in zh and en. */
export function VersionForm({
  app,
  version,
  onDone,
}: {
  app: MyAppDetail;
  version?: VersionRow;
  onDone: () => void;
}) {
  const { t } = useTranslation('developer');
  const [form] = Form.useForm<VersionValues>();
  const save = useSaveVersion(useFieldErrors(form, VERSION_FIELD_ERRORS).mutationOptions);
  const action = useRef<Action>('save');
  const [apk, setApk] = useState<ApkFacts | null>(null);
  const neededToSubmit = (isEmpty: (value: unknown) => boolean): Rule => ({
    validator: async (_rule, value: unknown) => {
      if (action.current === 'submit' && isEmpty(value))
        throw new Error(t('rule.requiredToSubmit'));
    },
  });
  const emptyText = (value: unknown) => typeof value !== 'string' || value.trim() === '';
  const send = (next: Action) => {
    action.current = next;
    void form
      .validateFields()
      .then((values) => {
        const pkg = values.package[0];
        save.mutate(
          {
            appId: app.id,
            id: version?.id,
            action: next,
            packageBusId:
              pkg?.busId && (!version || form.isFieldTouched('package')) ? pkg.busId : undefined,
            versionName: values.versionName || undefined,
            updateContentZh: values.updateContentZh ?? '',
            updateContentEn: values.updateContentEn ?? '',
          },
          {
            onSuccess: () => {
              showSuccessToast(
                t(next === 'save' ? 'apps.done.versionSaved' : 'apps.done.versionSubmitted'),
              );
              onDone();
            },
          },
        );
      })
      .catch(() => undefined);
  };
  return (
    <Form<VersionValues>
      form={form}
      layout="vertical"
      className="version-form"
      initialValues={{
        package: version?.package
          ? [
              {
                busId: version.package.busId,
                url: version.package.url,
                fileName: version.package.fileName,
                kind: null,
              },
            ]
          : [],
        versionName: version?.versionName ?? '',
        updateContentZh: version?.updateContentZh ?? '',
        updateContentEn: version?.updateContentEn ?? '',
      }}
      onFinish={() => send('submit')}
    >
      <h3>{version ? t('apps.versions.editTitle') : t('apps.versions.newTitle')}</h3>
      <Form.Item
        name="package"
        label={t('apps.field.package')}
        required
        rules={[neededToSubmit((value) => !Array.isArray(value) || value.length === 0)]}
      >
        <UploadField
          purpose="package"
          appId={app.id}
          onUploaded={(upload) => {
            if (!upload.apk) return;
            setApk(upload.apk);
            if (!form.getFieldValue('versionName') && upload.apk.versionName)
              form.setFieldsValue({ versionName: upload.apk.versionName });
          }}
        />
      </Form.Item>
      {apk && (
        <dl className="apk-facts">
          <dt>{t('apps.field.packageName')}</dt>
          <dd>{apk.packageName}</dd>
          <dt>{t('apps.field.versionCode')}</dt>
          <dd>{apk.versionCode}</dd>
        </dl>
      )}
      {(
        [
          ['versionName', fields.versionName, false],
          ['updateContentZh', fields.updateContentZh, true],
          ['updateContentEn', fields.updateContentEn, true],
        ] as const
      ).map(([name, schema, area]) => (
        <Form.Item
          key={name}
          name={name}
          label={t(`apps.field.${name}`)}
          required
          rules={[fieldRule(schema, t), neededToSubmit(emptyText)]}
        >
          {area ? <Input.TextArea rows={3} /> : <Input />}
        </Form.Item>
      ))}
      <div className="form-actions">
        <Button onClick={onDone}>{t('apps.action.cancel')}</Button>
        <Button onClick={() => send('save')} loading={save.isPending}>
          {t('apps.action.save')}
        </Button>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('apps.action.submit')}
        </Button>
      </div>
    </Form>
  );
}
