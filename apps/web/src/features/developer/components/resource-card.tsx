import { useState } from 'react';
import { Button, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CatalogueFile } from '@seuiot/contract';
import { FileTable } from '../../../components/file-table';
import { PlainText } from '../../../components/plain-text';
import { formatDate } from '../../../lib/format-date';
import { useLang } from '../../../lib/i18n';
import { SdkParameters } from './sdk-parameters';

interface Props {
  id: number;
  name: string;
  version: string;
  model: string | null;
  description: string;
  updateTime: string;
  files: CatalogueFile[];
  /** SDKs have parameters, read on demand; test packages have none. */
  withParameters?: boolean;
}

/** An SDK or a test package: name, version, model, date, description, parameters and files. */
export function ResourceCard({
  id,
  name,
  version,
  model,
  description,
  updateTime,
  files,
  withParameters = false,
}: Props) {
  const { t } = useTranslation('developer');
  const lang = useLang();
  const [showParams, setShowParams] = useState(false);
  const headingId = `resource-${id}`;
  const paramsId = `resource-${id}-params`;
  return (
    <article className="resource-card" aria-labelledby={headingId}>
      <h3 id={headingId}>{name}</h3>
      <p className="content-meta">
        <Tag color="blue">{t('version', { version })}</Tag>
        {model && <Tag>{model}</Tag>}
        <span>
          {t('updatedAt')} <time dateTime={updateTime}>{formatDate(updateTime, lang)}</time>
        </span>
      </p>
      <PlainText content={description} />
      {withParameters && (
        <div className="resource-params">
          <Button
            type="link"
            className="resource-params-toggle"
            aria-expanded={showParams}
            aria-controls={paramsId}
            onClick={() => setShowParams((value) => !value)}
          >
            {showParams ? t('sdk.hideParams') : t('sdk.showParams')}
          </Button>
          <div id={paramsId} hidden={!showParams}>
            {showParams && <SdkParameters sdkId={id} name={name} />}
          </div>
        </div>
      )}
      <h4>{t('files')}</h4>
      <FileTable files={files} label={t('filesOf', { name })} emptyText={t('noFiles')} />
    </article>
  );
}
