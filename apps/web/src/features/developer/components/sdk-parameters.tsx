import { Empty, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/query-error';
import { useSdkParameters } from '../api/get-sdk-parameters';

/** The parameters of an SDK, loaded when the reader opens them. */
export function SdkParameters({ sdkId, name }: { sdkId: number; name: string }) {
  const { t } = useTranslation('developer');
  const query = useSdkParameters(sdkId, true);
  if (query.isPending) return <Skeleton active title={false} paragraph={{ rows: 3 }} />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('sdk.noParams')} />;
  return (
    <div
      className="table-scroll"
      role="region"
      aria-label={t('sdk.paramsOf', { name })}
      tabIndex={0}
    >
      <table className="plain-table">
        <thead>
          <tr>
            <th scope="col">{t('sdk.paramName')}</th>
            <th scope="col">{t('sdk.paramType')}</th>
            <th scope="col">{t('sdk.paramDefault')}</th>
            <th scope="col">{t('sdk.paramDescription')}</th>
          </tr>
        </thead>
        <tbody>
          {query.data.map((param) => (
            <tr key={param.name}>
              <td>
                <code>{param.name}</code>
              </td>
              <td>
                <code>{param.type}</code>
              </td>
              <td>{param.defaultValue ? <code>{param.defaultValue}</code> : '—'}</td>
              <td>{param.description}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
