import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Lang } from '@seuiot/contract';
import { setLang } from '../../lib/i18n';

/** The language picker (中文 / English), on every screen. */
export function LangSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <Segmented<Lang>
      aria-label={t('common.language')}
      size="small"
      value={i18n.language === 'zh' ? 'zh' : 'en'}
      onChange={(lang) => void setLang(lang)}
      options={[
        { value: 'zh', label: <span lang="zh-CN">中文</span> },
        { value: 'en', label: <span lang="en">English</span> },
      ]}
    />
  );
}
