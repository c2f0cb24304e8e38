import { lazy, Suspense, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert, Button, Form, Input } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { versionFormSchema, type ApkFacts, type FORM_ACTIONS, type Lang } from '@seuiot/contract';
import { DetailState } from '../../../components/detail-state';
import { showSuccessToast } from '../../../lib/feedback';
import { formatDate } from '../../../lib/format-date';
import { formatCount } from '../../../lib/format-number';
import { useLang } from '../../../lib/i18n';
import { readId } from '../../../lib/search-params';
import { useMyApp } from '../api/get-my-app';
import { useVersions } from '../api/get-versions';
import { useSaveVersion, useVersionAction, type VersionAction } from '../api/version-actions';
import type { MyAppDetail, VersionRow } from '../app-types';
import { fieldRule } from '../app-rules';
import { sectionPath } from '../sections';
import { AppTag, RejectReasons, VersionTag } from './app-status';
import { PagedList, usePageParam } from './paged-list';
import { UploadField, type FormFile } from './upload-field';
import { useFieldErrors, type FieldErrorMap } from '../../../lib/field-errors';

/** Refusals of a version shown at their field (issue 26). */
const VERSION_FIELD_ERRORS: FieldErrorMap = {
  codes: { B0010: 'package', B0011: 'package', B0012: 'package', B0013: 'package' },
  fields: { packageBusId: 'package' },
};

const ConfirmDialog = lazy(() => import('../../../components/confirm-dialog'));

type Action = (typeof FORM_ACTIONS)[number];

interface VersionValues {
  package: FormFile[];
  versionName: string;
  updateContentZh: string;
  updateContentEn: string;
}

const fields = versionFormSchema.shape;

/** A new version (no `version`) or an edit of one: package, name, update content in zh and en. */
function VersionForm({
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

/** Why a version cannot be deleted, for the disabled button's description. */
function deleteBlocker(version: VersionRow, highest: boolean, app: MyAppDetail): string {
  if (version.first) {
    // The first version goes with its app, which is deleted only if it never reached the market.
    if (app.actions.delete) return 'first';
    if (app.currentVersion !== null || app.shelfStatus === 'launched') return 'firstOnMarket';
    return 'firstWithdraw';
  }
  if (!highest) return 'notHighest';
  if (version.status === 'pending') return 'underReview';
  return 'notAllowed';
}

function VersionCard({
  app,
  version,
  highest,
  lang,
  onAction,
  onEdit,
}: {
  app: MyAppDetail;
  version: VersionRow;
  highest: boolean;
  lang: Lang;
  onAction: (version: VersionRow, action: VersionAction) => void;
  onEdit: (version: VersionRow) => void;
}) {
  const { t } = useTranslation('developer');
  const titleId = `version-${version.id}-name`;
  const blockerId = `version-${version.id}-delete-note`;
  const label = version.versionName || t('apps.versions.unnamed');
  return (
    <article className="app-card" aria-labelledby={titleId}>
      <h3 id={titleId}>
        {label}
        {version.versionCode !== null && (
          <span className="app-meta">
            {' '}
            ({t('apps.versions.code', { code: version.versionCode })})
          </span>
        )}
      </h3>
      <p className="app-tags">
        <VersionTag status={version.status} />
        {version.current && <AppTag tone="success">{t('apps.versions.current')}</AppTag>}
      </p>
      <p className="app-meta">
        <span>
          {t('apps.downloads', {
            count: version.downloads,
            formatted: formatCount(version.downloads, lang),
          })}
        </span>
        <span>
          {version.submitTime
            ? t('apps.submittedAt', { time: formatDate(version.submitTime, lang, true) })
            : t('apps.versions.notSubmitted')}
        </span>
      </p>
      {(version.status === 'rejected' || version.status === 'updateRejected') && (
        <RejectReasons reasons={version.rejectReasons} note={version.rejectNote} />
      )}
      <div className="app-actions">
        {version.actions.edit && (
          <Button
            aria-label={t('actionOf', { action: t('apps.action.edit'), name: label })}
            size="small"
            onClick={() => onEdit(version)}
          >
            {t('apps.action.edit')}
          </Button>
        )}
        {(['submit', 'withdraw', 'publish'] as const)
          .filter((action) => version.actions[action])
          .map((action) => (
            <Button
              aria-label={t('actionOf', {
                action: t(`apps.versions.action.${action}`),
                name: label,
              })}
              key={action}
              size="small"
              type={action === 'publish' ? 'primary' : 'default'}
              onClick={() => onAction(version, action)}
            >
              {t(`apps.versions.action.${action}`)}
            </Button>
          ))}
        <Button
          aria-label={t('actionOf', { action: t('apps.action.delete'), name: label })}
          size="small"
          danger
          disabled={!version.actions.delete}
          aria-describedby={version.actions.delete ? undefined : blockerId}
          onClick={() => onAction(version, 'delete')}
        >
          {t('apps.action.delete')}
        </Button>
        {!version.actions.delete && (
          <span id={blockerId} className="form-hint">
            {t(`apps.versions.deleteBlocked.${deleteBlocker(version, highest, app)}`)}
          </span>
        )}
      </div>
    </article>
  );
}

function Versions({ app }: { app: MyAppDetail }) {
  const { t } = useTranslation('developer');
  const lang = useLang();
  const { pageNum } = usePageParam();
  const query = useVersions(app.id, pageNum);
  const act = useVersionAction();
  const [editing, setEditing] = useState<VersionRow | 'new' | null>(null);
  const [pending, setPending] = useState<{ version: VersionRow; action: VersionAction } | null>(
    null,
  );
  const name = lang === 'zh' ? app.listing.nameZh : app.listing.nameEn;
  // Deleting the current version puts the one below it back in the market: said before and after.
  const fallback = app.marketFallback
    ? `${app.marketFallback.versionName} (${app.marketFallback.versionCode})`
    : null;
  const textKey = (stage: 'done' | 'confirm', version: VersionRow, action: VersionAction) => {
    if (action !== 'delete' || !version.current) return `apps.versions.${stage}.${action}`;
    if (stage === 'confirm') return 'apps.versions.confirm.deleteCurrent';
    return fallback ? 'apps.versions.done.deleteCurrent' : 'apps.versions.done.deleteCurrentNone';
  };
  const run = (version: VersionRow, action: VersionAction) =>
    act.mutate(
      { id: version.id, action },
      {
        onSuccess: () =>
          showSuccessToast(
            t(textKey('done', version, action), {
              name: version.versionName || version.id,
              fallback,
            }),
          ),
      },
    );
  const highestId = pageNum === 1 ? query.data?.list[0]?.id : undefined;
  return (
    <section aria-labelledby="developer-section-title">
      <div className="page-heading-row">
        <h2 id="developer-section-title">{t('apps.versions.title', { name })}</h2>
        <span className="app-actions">
          <Link to={sectionPath('1-3', { id: app.id })}>{t('apps.action.view')}</Link>
          <Link to={sectionPath('1-1')}>{t('apps.backToList')}</Link>
        </span>
      </div>
      <p className="section-intro">{t('apps.versions.intro')}</p>
      {editing === null &&
        (app.actions.newVersion ? (
          <Button type="primary" onClick={() => setEditing('new')}>
            {t('apps.versions.new')}
          </Button>
        ) : (
          <Alert type="info" showIcon message={t('apps.versions.noNew')} />
        ))}
      {editing !== null && (
        <VersionForm
          key={editing === 'new' ? 'new' : editing.id}
          app={app}
          version={editing === 'new' ? undefined : editing}
          onDone={() => setEditing(null)}
        />
      )}
      <PagedList
        query={query}
        emptyText={t('apps.versions.empty')}
        totalText={(total) => t('apps.versions.total', { count: total })}
      >
        {(version) => (
          <VersionCard
            key={version.id}
            app={app}
            version={version}
            highest={version.id === highestId}
            lang={lang}
            onEdit={setEditing}
            onAction={(row, action) =>
              action === 'publish' || action === 'delete'
                ? setPending({ version: row, action })
                : run(row, action)
            }
          />
        )}
      </PagedList>
      {pending && (
        <Suspense fallback={null}>
          <ConfirmDialog
            title={t(`${textKey('confirm', pending.version, pending.action)}.title`)}
            content={t(
              `${textKey('confirm', pending.version, pending.action)}.${
                pending.action === 'delete' && pending.version.current && !fallback
                  ? 'contentNone'
                  : 'content'
              }`,
              { name: pending.version.versionName, fallback },
            )}
            okText={t(
              pending.action === 'delete' ? 'apps.action.delete' : 'apps.versions.action.publish',
            )}
            danger={pending.action === 'delete'}
            onConfirm={() => {
              run(pending.version, pending.action);
              setPending(null);
            }}
            onClose={() => setPending(null)}
          />
        </Suspense>
      )}
    </section>
  );
}

/** An app's versions (menuIndex 1-4 with `id`): list, new version, submit, publish, delete. */
export function VersionsSection() {
  const { t } = useTranslation('developer');
  const [params] = useSearchParams();
  const id = readId(params.get('id'));
  const query = useMyApp(id);
  return (
    <DetailState
      id={id}
      query={query}
      title={t('apps.versions.heading')}
      missingText={t('apps.missing')}
      skeletonRows={8}
    >
      {(app) => <Versions app={app} />}
    </DetailState>
  );
}
