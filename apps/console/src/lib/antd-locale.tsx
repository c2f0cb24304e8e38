import type { ReactNode } from 'react';
import { ConfigProvider, type ThemeConfig } from 'antd';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
// antd's pickers take month and weekday names from dayjs's locale of the antd locale's name
// ("zh-cn"), but only when that dayjs locale is loaded: without this the Chinese console's
// date pickers showed "Nov", "Mo Tu We" (issue 26).
import 'dayjs/locale/zh-cn';
import { useTranslation } from 'react-i18next';

/**
 * The one ConfigProvider of the console (the app and its tests): antd's locale, and with it the
 * date pickers' texts, month and weekday names, is the console language's.
 */
export function ConsoleConfig({ children, theme }: { children: ReactNode; theme?: ThemeConfig }) {
  const { i18n } = useTranslation();
  return (
    <ConfigProvider locale={i18n.language === 'zh' ? zhCN : enUS} theme={theme}>
      {children}
    </ConfigProvider>
  );
}
