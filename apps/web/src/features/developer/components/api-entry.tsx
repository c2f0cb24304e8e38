import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ApiEntry } from '../types';

/** One API: signature, description, parameters, returns and example code, all as text. */
export function ApiEntryView({ entry }: { entry: ApiEntry }) {
  const { t } = useTranslation('developer');
  const headingId = `api-${entry.id}`;
  return (
    <article className="api-entry" aria-labelledby={headingId}>
      <h3 id={headingId} className="api-name">
        {entry.name}
      </h3>
      <pre className="code-block api-signature">
        <code>{entry.signature}</code>
      </pre>
      <p>{entry.description}</p>
      <h4>{t('api.params')}</h4>
      {entry.params.length === 0 ? (
        <p className="muted">{t('api.noParams')}</p>
      ) : (
        <div
          className="table-scroll"
          role="region"
          aria-label={t('api.paramsOf', { name: entry.name })}
          tabIndex={0}
        >
          <table className="plain-table">
            <thead>
              <tr>
                <th scope="col">{t('api.paramName')}</th>
                <th scope="col">{t('api.paramType')}</th>
                <th scope="col">{t('api.paramRequired')}</th>
                <th scope="col">{t('api.paramDescription')}</th>
              </tr>
            </thead>
            <tbody>
              {entry.params.map((param) => (
                <tr key={param.name}>
                  <td>
                    <code>{param.name}</code>
                  </td>
                  <td>
                    <code>{param.type}</code>
                  </td>
                  <td>
                    {param.required ? (
                      <Tag color="red">{t('api.required')}</Tag>
                    ) : (
                      <Tag>{t('api.optional')}</Tag>
                    )}
                  </td>
                  <td>{param.description}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <h4>{t('api.returns')}</h4>
      <p>{entry.returns}</p>
      {entry.example && (
        <>
          <h4>{t('api.example')}</h4>
          <pre className="code-block">
            <code>{entry.example}</code>
          </pre>
        </>
      )}
    </article>
  );
}
