import { useMemo } from 'react';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { COUNTRY_CODES, regionName } from '@seuiot/contract';
import { useLang } from '../../../lib/i18n';

/**
 * The country or region a company is registered in: every ISO 3166-1 code, named and sorted in
 * the page's language, searchable by name or code (Form.Item passes value and onChange).
 */
export function CountrySelect({
  value,
  onChange,
  id,
}: {
  value?: string;
  onChange?: (value: string) => void;
  id?: string;
}) {
  const { t } = useTranslation('center');
  const lang = useLang();
  const options = useMemo(() => {
    const collator = new Intl.Collator(lang === 'zh' ? 'zh-CN' : 'en');
    return COUNTRY_CODES.map((code) => ({ value: code, label: regionName(code, lang) })).sort(
      (a, b) => collator.compare(a.label, b.label),
    );
  }, [lang]);
  return (
    <Select
      id={id}
      showSearch
      value={value || undefined}
      onChange={onChange}
      options={options}
      placeholder={t('enterprise.countryPlaceholder')}
      optionFilterProp="label"
      filterOption={(input, option) => {
        const query = input.trim().toLowerCase();
        return (
          !!option &&
          (option.label.toLowerCase().includes(query) || option.value.toLowerCase() === query)
        );
      }}
    />
  );
}
