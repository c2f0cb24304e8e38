import { Link } from 'react-router';
import { Empty, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/query-error';
import { useMaterialTypeLists } from '../api/get-material-type-lists';
import { MaterialCard } from './material-card';

/** The "all" tab without a search: the newest materials of every type, each with "view all". */
export function MaterialOverview() {
  const { t } = useTranslation('marketing');
  const query = useMaterialTypeLists();

  if (query.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;

  const types = query.data.filter((type) => type.items.length > 0);
  if (types.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty')} />;
  return (
    <>
      {types.map((type) => (
        <section
          key={type.id}
          className="material-section"
          aria-labelledby={`material-type-${type.id}`}
        >
          <div className="material-section-head">
            <h2 id={`material-type-${type.id}`}>{type.name}</h2>
            <Link to={`/marketing?typeId=${type.id}`}>{t('viewAllOf', { type: type.name })}</Link>
          </div>
          <ul className="material-grid">
            {type.items.map((material) => (
              <li key={material.id}>
                <MaterialCard material={material} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
