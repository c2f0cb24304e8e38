import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAppProducts } from '../api/get-app-products';

interface Props {
  value: number | null;
  onChange: (productId: number | null) => void;
  className?: string;
}

/** Choose a device model (adaptation query, checking data); searchable by model and name. */
export function ModelSelect({ value, onChange, className }: Props) {
  const { t } = useTranslation('catalogue');
  const products = useAppProducts();
  return (
    <Select
      className={className ?? 'filter-select'}
      aria-label={t('adaptation.choose')}
      placeholder={t('adaptation.choosePlaceholder')}
      allowClear
      showSearch
      optionFilterProp="label"
      loading={products.isPending}
      value={value ?? undefined}
      onChange={(next?: number) => onChange(next ?? null)}
      options={(products.data ?? []).map((product) => ({
        value: product.id,
        label: `${product.model} · ${product.name}`,
      }))}
    />
  );
}
