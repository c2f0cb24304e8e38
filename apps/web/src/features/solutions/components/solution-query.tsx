import { Empty, Pagination, Select, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@seuiot/contract';
import { QueryError } from '../../../components/query-error';
import { TagSelector } from '../../../components/tag-selector';
import { ListSearch } from '../../../components/list-search';
import { useCaseList } from '../api/get-case-list';
import { useEquipmentGroups } from '../api/get-equipment-groups';
import { useIndustries } from '../api/get-industries';
import { SolutionCard } from './solution-card';
import { PAGER_ICONS } from '../../../components/accessible-icons';

export type SolutionFilters = {
  pageNum: number;
  keyword: string;
  industryId: number | null;
  productId: number | null;
};

interface Props {
  filters: SolutionFilters;
  onChange: (changes: Partial<SolutionFilters>) => void;
}

/**
 * Tab 1 of the solution centre: industry tags, a device filter (models by classification), a
 * keyword, and the paged list of cases. Every filter lives in the address (the page owns it).
 */
export function SolutionQuery({ filters, onChange }: Props) {
  const { t } = useTranslation('catalogue');
  const industries = useIndustries();
  const equipment = useEquipmentGroups();
  const list = useCaseList({
    pageNum: filters.pageNum,
    pageSize: LIMITS.defaultPageSize,
    keyword: filters.keyword || undefined,
    industryId: filters.industryId ?? undefined,
    productId: filters.productId ?? undefined,
  });

  let body;
  if (list.isPending) body = <Skeleton active paragraph={{ rows: 8 }} />;
  else if (list.isError)
    body = <QueryError error={list.error} onRetry={() => void list.refetch()} />;
  else if (list.data.list.length === 0)
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('solution.empty')} />;
  else
    body = (
      <div
        className={list.isPlaceholderData ? 'is-loading' : undefined}
        aria-busy={list.isFetching}
      >
        <p className="list-total" role="status">
          {t('solution.total', { count: list.data.total })}
        </p>
        <ul className="sol-cards" aria-label={t('solution.listLabel')}>
          {list.data.list.map((item) => (
            <SolutionCard key={item.id} item={item} />
          ))}
        </ul>
        <Pagination
          {...PAGER_ICONS}
          className="list-pagination"
          align="center"
          current={list.data.pageNum}
          pageSize={list.data.pageSize}
          total={list.data.total}
          showSizeChanger={false}
          hideOnSinglePage
          onChange={(pageNum) => onChange({ pageNum })}
        />
      </div>
    );

  return (
    <>
      <div className="sol-filters">
        {industries.isSuccess && (
          <TagSelector
            label={t('solution.industry')}
            allLabel={t('all')}
            options={industries.data.map((industry) => ({
              value: industry.id,
              label: industry.name,
            }))}
            value={filters.industryId}
            onChange={(industryId) => onChange({ industryId, pageNum: LIMITS.firstPage })}
          />
        )}
        <div className="filter-bar sol-filter-bar" role="search">
          <Select
            className="filter-select"
            aria-label={t('solution.deviceFilter')}
            placeholder={t('solution.deviceFilterPlaceholder')}
            allowClear
            showSearch
            optionFilterProp="label"
            loading={equipment.isPending}
            value={filters.productId ?? undefined}
            onChange={(value?: number) =>
              onChange({ productId: value ?? null, pageNum: LIMITS.firstPage })
            }
            options={(equipment.data ?? []).map((group) => ({
              label: group.name,
              title: group.name,
              options: group.devices.map((device) => ({
                value: device.id,
                label: `${device.model} · ${device.name}`,
              })),
            }))}
          />
          <ListSearch
            className="filter-search"
            value={filters.keyword}
            onSearch={(value) => onChange({ keyword: value, pageNum: LIMITS.firstPage })}
            placeholder={t('solution.keywordPlaceholder')}
            label={t('solution.keyword')}
            buttonText={t('search')}
          />
        </div>
      </div>
      {body}
    </>
  );
}
