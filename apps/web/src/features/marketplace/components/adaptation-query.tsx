import { Link } from 'react-router';
import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@seuiot/contract';
import { AppList } from './app-list';
import { ModelSelect } from './model-select';

interface Props {
  productId: number | null;
  pageNum: number;
  onChange: (changes: { productId?: number | null; pageNum?: number }) => void;
}

/** Tab 2 of the market, the adaptation query: choose a model, see the apps adapted to it. */
export function AdaptationQuery({ productId, pageNum, onChange }: Props) {
  const { t } = useTranslation('catalogue');
  return (
    <>
      <div className="filter-bar mk-adapt-bar" role="search">
        <ModelSelect
          value={productId}
          onChange={(next) => onChange({ productId: next, pageNum: LIMITS.firstPage })}
        />
        <Link to={productId ? `/checkingData?productId=${productId}` : '/checkingData'}>
          {t('adaptation.toChecking')}
        </Link>
      </div>
      {productId === null ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('adaptation.intro')} />
      ) : (
        <AppList
          channel="market"
          query={{ pageNum, pageSize: LIMITS.defaultPageSize, productId }}
          onPage={(next) => onChange({ pageNum: next })}
          label={t('adaptation.listLabel')}
          emptyText={t('adaptation.empty')}
        />
      )}
    </>
  );
}
