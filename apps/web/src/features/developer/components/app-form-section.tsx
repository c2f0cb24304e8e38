import { useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert, Button, Form, Input } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import {
  APP_PASSED_STATUSES,
  appFormSchema,
  LIMITS,
  type ApkFacts,
  type AppForm,
  type FORM_ACTIONS,
} from '@seuiot/contract';
import { DetailState } from '../../../components/detail-state';
import { FormSelect } from '../../../components/form-select';
import { showSuccessToast } from '../../../lib/feedback';
import { useLang } from '../../../lib/i18n';
import { readId } from '../../../lib/search-params';
import { useAppCategories } from '../api/get-app-categories';
import { useMyApp } from '../api/get-my-app';
import { useSaveApp } from '../api/save-app';
import type { MyAppDetail } from '../app-types';
import { fieldRule } from '../app-rules';
import { sectionPath } from '../sections';
import { ReviewTag } from './app-status';
import { UploadField, type FormFile } from './upload-field';
import { useFieldErrors, type FieldErrorMap } from '../../../lib/field-errors';

/** Refusals of an app shown at their field (issue 26): the request names differ for uploads. */
const APP_FIELD_ERRORS: FieldErrorMap = {
  codes: {
    A0042: 'nameZh',
    A0002: 'package',
    B0010: 'package',
    B0011: 'package',
    B0012: 'package',
    B0013: 'package',
  },
  fields: { packageBusId: 'package', iconBusId: 'icon', mediaBusIds: 'media' },
};

type Action = (typeof FORM_ACTIONS)[number];

/** What the form holds: the contract's fields, files as FormFile lists. */
export interface AppFormValues {
  nameZh: string;
  nameEn: string;
  summaryZh: string;
  summaryEn: string;
  introZh: string;
  introEn: string;
  categoryId?: number;
  testAccount: string;
  icon: FormFile[];
  media: FormFile[];
  package: FormFile[];
  versionName: string;
  updateContentZh: string;
  updateContentEn: string;
}

const fields = appFormSchema.shape;

function initialValues(app: MyAppDetail | undefined): AppFormValues {
  const listing = app?.listing;
  const version = app?.firstVersion;
  return {
    nameZh: listing?.nameZh ?? '',
    nameEn: listing?.nameEn ?? '',
    summaryZh: listing?.summaryZh ?? '',
    summaryEn: listing?.summaryEn ?? '',
    introZh: listing?.introZh ?? '',
    introEn: listing?.introEn ?? '',
    categoryId: listing?.categoryId || undefined,
    testAccount: listing?.testAccount ?? '',
    icon: listing?.icon
      ? [{ busId: listing.icon.busId, url: listing.icon.url, fileName: '', kind: 'image' }]
      : [],
    media: (listing?.media ?? []).map((medium) => ({
      busId: medium.busId,
      url: medium.url,
      fileName: '',
      kind: medium.kind,
    })),
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
  };
}

/** The payload of the save call: files as business ids, unchanged files of an edit left out. */
export function toAppForm(
  values: AppFormValues,
  action: Action,
  options: { id?: number; listingOnly: boolean; touched: (name: keyof AppFormValues) => boolean },
): AppForm {
  const { id, listingOnly, touched } = options;
  const uploaded = (files: FormFile[]) =>
    files.map((file) => file.busId).filter((busId): busId is number => busId !== null);
  const form: AppForm = {
    id,
    action,
    nameZh: values.nameZh,
    nameEn: values.nameEn,
    summaryZh: values.summaryZh ?? '',
    summaryEn: values.summaryEn ?? '',
    introZh: values.introZh ?? '',
    introEn: values.introEn ?? '',
    categoryId: values.categoryId ?? 0,
    testAccount: values.testAccount ?? '',
  };
  const icon = values.icon[0];
  if ((id === undefined || touched('icon')) && icon?.busId) form.iconBusId = icon.busId;
  if (id === undefined || touched('media')) form.mediaBusIds = uploaded(values.media);
  if (!listingOnly) {
    const pkg = values.package[0];
    if ((id === undefined || touched('package')) && pkg?.busId) form.packageBusId = pkg.busId;
    form.versionName = values.versionName ?? '';
    form.updateContentZh = values.updateContentZh ?? '';
    form.updateContentEn = values.updateContentEn ?? '';
  }
  return form;
}

function AppFormBody({ app }: { app?: MyAppDetail }) {
  const { t } = useTranslation('developer');
  const navigate = useNavigate();
  const [form] = Form.useForm<AppFormValues>();
  const categories = useAppCategories();
  const save = useSaveApp(useFieldErrors(form, APP_FIELD_ERRORS).mutationOptions);
  const action = useRef<Action>('submit');
  const [apk, setApk] = useState<ApkFacts | null>(null);
  const [iconWarnings, setIconWarnings] = useState<string[]>([]);
  const listingOnly = !!app && APP_PASSED_STATUSES.includes(app.reviewStatus);
  const packageName = apk?.packageName ?? app?.packageName ?? '';

  /** Required to submit for review, not to save a draft (the contract's rule). */
  const neededToSubmit = (isEmpty: (value: unknown) => boolean): Rule => ({
    validator: async (_rule, value: unknown) => {
      if (action.current === 'submit' && isEmpty(value))
        throw new Error(t('rule.requiredToSubmit'));
    },
  });
  const emptyText = (value: unknown) => typeof value !== 'string' || value.trim() === '';
  const emptyList = (value: unknown) => !Array.isArray(value) || value.length === 0;

  const send = (next: Action) => {
    action.current = next;
    void form
      .validateFields()
      .then((values) => {
        const payload = toAppForm(values, next, {
          id: app?.id,
          listingOnly,
          touched: (name) => form.isFieldTouched(name),
        });
        save.mutate(payload, {
          onSuccess: (saved) => {
            showSuccessToast(t(next === 'save' ? 'apps.done.save' : 'apps.done.submit'));
            navigate(sectionPath('1-3', { id: saved.id }));
          },
        });
      })
      .catch(() => undefined);
  };

  const prefill = (facts: ApkFacts) => {
    setApk(facts);
    const current = form.getFieldsValue();
    const patch: Partial<AppFormValues> = {};
    if (!current.versionName && facts.versionName) patch.versionName = facts.versionName;
    if (!current.nameEn && facts.label) patch.nameEn = facts.label;
    if (!current.nameZh && facts.label) patch.nameZh = facts.label;
    form.setFieldsValue(patch);
  };

  const text = (
    name: keyof AppFormValues,
    label: string,
    schema: (typeof fields)[keyof typeof fields],
    options: { area?: boolean; submit?: boolean; required?: boolean } = {},
  ) => (
    <Form.Item
      name={name}
      label={label}
      required={options.required || options.submit}
      rules={[fieldRule(schema, t), ...(options.submit ? [neededToSubmit(emptyText)] : [])]}
    >
      {options.area ? <Input.TextArea rows={4} /> : <Input />}
    </Form.Item>
  );

  return (
    <Form<AppFormValues>
      form={form}
      layout="vertical"
      className="app-form"
      initialValues={initialValues(app)}
      onFinish={() => send('submit')}
    >
      <fieldset className="form-group">
        <legend>{t('apps.form.basics')}</legend>
        <Form.Item
          name="icon"
          label={t('apps.field.icon')}
          required
          rules={[neededToSubmit(emptyList)]}
          valuePropName="value"
        >
          <UploadField purpose="icon" onUploaded={(upload) => setIconWarnings(upload.warnings)} />
        </Form.Item>
        {iconWarnings.map((warning) => (
          <Alert key={warning} type="warning" showIcon message={t(`upload.warning.${warning}`)} />
        ))}
        {text('nameZh', t('apps.field.nameZh'), fields.nameZh, { required: true })}
        {text('nameEn', t('apps.field.nameEn'), fields.nameEn, { required: true })}
        <Form.Item
          name="categoryId"
          label={t('apps.field.category')}
          required
          rules={[{ required: true, message: t('rule.required') }]}
        >
          <FormSelect
            loading={categories.isPending}
            options={(categories.data ?? []).map((category) => ({
              value: category.id,
              label: category.name,
            }))}
          />
        </Form.Item>
      </fieldset>
      {!listingOnly && (
        <fieldset className="form-group">
          <legend>{t('apps.form.package')}</legend>
          <Form.Item
            name="package"
            label={t('apps.field.package')}
            required
            rules={[neededToSubmit(emptyList)]}
          >
            <UploadField
              purpose="package"
              appId={app?.id}
              onUploaded={(upload) => upload.apk && prefill(upload.apk)}
            />
          </Form.Item>
          {packageName && (
            <dl className="apk-facts">
              <dt>{t('apps.field.packageName')}</dt>
              <dd>{packageName}</dd>
              {apk && (
                <>
                  <dt>{t('apps.field.versionCode')}</dt>
                  <dd>{apk.versionCode}</dd>
                  {apk.minSdk !== null && (
                    <>
                      <dt>{t('apps.field.minSdk')}</dt>
                      <dd>{apk.minSdk}</dd>
                    </>
                  )}
                </>
              )}
            </dl>
          )}
          {text('versionName', t('apps.field.versionName'), fields.versionName, { submit: true })}
          {text('updateContentZh', t('apps.field.updateContentZh'), fields.updateContentZh, {
            area: true,
          })}
          {text('updateContentEn', t('apps.field.updateContentEn'), fields.updateContentEn, {
            area: true,
          })}
        </fieldset>
      )}
      <fieldset className="form-group">
        <legend>{t('apps.form.listing')}</legend>
        {text('summaryZh', t('apps.field.summaryZh'), fields.summaryZh, {
          area: true,
          submit: true,
        })}
        {text('summaryEn', t('apps.field.summaryEn'), fields.summaryEn, {
          area: true,
          submit: true,
        })}
        {text('introZh', t('apps.field.introZh'), fields.introZh, { area: true, submit: true })}
        {text('introEn', t('apps.field.introEn'), fields.introEn, { area: true, submit: true })}
        {text('testAccount', t('apps.field.testAccount'), fields.testAccount)}
        <Form.Item
          name="media"
          label={t('apps.field.media')}
          required
          rules={[neededToSubmit(emptyList)]}
        >
          <UploadField purpose="media" max={LIMITS.appMediaMaxCount} />
        </Form.Item>
      </fieldset>
      <div className="form-actions">
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

/**
 * Add an app (menuIndex 1-2) or edit one (1-2 with `id`): the listing in both languages, the
 * icon, intro images and videos, and, until the first review passes, the install package and the
 * first version's name and update content (prefilled from the APK). Save keeps a draft, submit
 * sends it for review; an approved app's edit changes its listing only (versions go through 1-4).
 */
export function AppFormSection() {
  const { t } = useTranslation('developer');
  const [params] = useSearchParams();
  const id = readId(params.get('id'));
  const lang = useLang();
  const query = useMyApp(id);
  if (!params.get('id')) {
    return (
      <section aria-labelledby="developer-section-title">
        <h2 id="developer-section-title">{t('menu.appAdd')}</h2>
        <AppFormBody />
      </section>
    );
  }
  return (
    <DetailState
      id={id}
      query={query}
      title={t('apps.editTitle')}
      missingText={t('apps.missing')}
      skeletonRows={10}
    >
      {(app) => (
        <section aria-labelledby="developer-section-title">
          <h2 id="developer-section-title">
            {t('apps.editTitleOf', {
              name: lang === 'zh' ? app.listing.nameZh : app.listing.nameEn,
            })}
          </h2>
          <p className="app-tags">
            <ReviewTag status={app.reviewStatus} />
          </p>
          {app.actions.edit ? (
            <AppFormBody key={app.id} app={app} />
          ) : (
            <Alert type="info" showIcon message={t('apps.notEditable')} />
          )}
        </section>
      )}
    </DetailState>
  );
}
