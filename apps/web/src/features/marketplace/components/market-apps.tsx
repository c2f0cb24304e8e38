import { useTranslation } from 'react-i18next';
import { LIMITS } from '@seuiot/contract';
import { TagSelector } from '../../../components/tag-selector';
import { ListSearch } from '../../../components/list-search';
import { useAppClassifications } from '../api/get-app-classifications';
import { CHARGE_TYPES } from '../charge-types';
import type { ChargeType } from '../types';
import { AppList } from './app-list';

export type MarketFilters = {
  pageNum: number;
  keyword: string;
  classificationId: number | null;
  chargeType: ChargeType | null;
};

interface Props {
  filters: MarketFilters;
  onChange: (changes: Partial<MarketFilters>) => void;
}

/** Tab 1 of the market: classification, charge type and keyword over the paged app list. */
export function MarketApps({ filters, onChange }: Props) {
  const { t } = useTranslation('catalogue');
  const classifications = useAppClassifications();
  const first = LIMITS.firstPage;

  return (
    <>
      <div className="mk-filters" role="search">
        {classifications.isSuccess && (
          <TagSelector
            label={t('market.classification')}
            allLabel={t('all')}
            options={classifications.data.map((item) => ({ value: item.id, label: item.name }))}
            value={filters.classificationId}
            onChange={(classificationId) => onChange({ classificationId, pageNum: first })}
          />
        )}
        <TagSelector<ChargeType>
          label={t('market.chargeType')}
          allLabel={t('all')}
          options={CHARGE_TYPES.map((type) => ({
            value: type,
            label: t(type === 'free' ? 'app.free' : 'app.paid'),
          }))}
          value={filters.chargeType}
          onChange={(chargeType) => onChange({ chargeType, pageNum: first })}
        />
        <ListSearch
          className="filter-search"
          value={filters.keyword}
          onSearch={(value) => onChange({ keyword: value, pageNum: first })}
          placeholder={t('market.keywordPlaceholder')}
          label={t('market.keyword')}
          buttonText={t('search')}
        />
      </div>
      <AppList
        channel="market"
        query={{
          pageNum: filters.pageNum,
          pageSize: LIMITS.defaultPageSize,
          keyword: filters.keyword || undefined,
          classificationId: filters.classificationId ?? undefined,
          chargeType: filters.chargeType ?? undefined,
        }}
        onPage={(pageNum) => onChange({ pageNum })}
        label={t('market.listLabel')}
        emptyText={t('market.empty')}
      />
    </>
  );
}
