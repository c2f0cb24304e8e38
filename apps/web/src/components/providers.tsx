import { useState, type ReactNode } from 'react';
import ConfigProvider from 'antd/es/config-provider';
import type { ThemeConfig } from 'antd/es/config-provider/context';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { COLLAPSE_CONFIG, TABS_CONFIG } from './accessible-icons';
import { FeedbackBridge } from './feedback-bridge';
import { LoadingMask } from './loading-mask';
import { useAntdLocale, useLang } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';

/** Colours chosen for WCAG AA contrast on white (antd's default blue is 4.1:1). */
export const THEME: ThemeConfig = {
  token: {
    colorPrimary: '#0958d9',
    // antd derives a lighter hover (#2e7ae6, 4.2:1 under white text); this one keeps 5:1.
    colorPrimaryHover: '#1f6ae0',
    colorLink: '#0958d9',
    colorLinkHover: '#1f6ae0',
    // antd's red (#ff4d4f) is 3.3:1 on white: danger buttons and form errors use a darker one.
    colorError: '#cf1322',
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    borderRadius: 6,
  },
};

interface Props {
  children: ReactNode;
  queryClient?: QueryClient;
}

/** Query client, antd locale and theme (following the language), the toast holder. */
export function Providers({ children, queryClient }: Props) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const lang = useLang();
  const locale = useAntdLocale(lang);
  return (
    <QueryClientProvider client={client}>
      <ConfigProvider
        locale={locale}
        theme={THEME}
        // antd puts a blank between two CJK characters of a button ("搜 索"): Chinese reads
        // "搜索", and screen readers spelled the two characters out.
        button={{ autoInsertSpace: false }}
        tabs={TABS_CONFIG}
        collapse={COLLAPSE_CONFIG}
      >
        <FeedbackBridge />
        <LoadingMask />
        {children}
      </ConfigProvider>
    </QueryClientProvider>
  );
}
