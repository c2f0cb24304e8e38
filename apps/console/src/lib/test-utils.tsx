import type { ReactNode } from 'react';
import { App as AntApp } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { render } from '@testing-library/react';
import { ConsoleConfig } from './antd-locale';
import { i18n, startI18n } from './i18n';

/** Starts i18n once in the language given. */
export async function useLang(lang: 'zh' | 'en'): Promise<void> {
  if (!i18n.isInitialized) await startI18n(lang);
  else await i18n.changeLanguage(lang);
}

/** Renders as the console does (antd locale of the language, App context), a fresh query client and a router. */
export function renderWithClient(ui: ReactNode, client = new QueryClient()) {
  return {
    client,
    ...render(
      <ConsoleConfig>
        <AntApp>
          <QueryClientProvider client={client}>
            <MemoryRouter>{ui}</MemoryRouter>
          </QueryClientProvider>
        </AntApp>
      </ConsoleConfig>,
    ),
  };
}

/** A fetch that answers each call with the next envelope, recording what was sent. */
export function fetchAnswering(...answers: { rescode: number; msg: string; data: unknown }[]) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fn = (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const body = answers.shift() ?? { rescode: 500, msg: 'A0059', data: null };
    return Promise.resolve(
      new Response(JSON.stringify(body), { status: body.rescode === 200 ? 200 : 400 }),
    );
  };
  return { fn: fn as unknown as typeof fetch, calls };
}

/** A fetch answering by path, recording what was sent. */
export function routedFetch(routes: Record<string, unknown>) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fn = (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const path = url.replace(/^\/api/, '').split('?')[0]!;
    const data = routes[path];
    const body =
      data === undefined
        ? { rescode: 404, msg: 'A0078', data: null }
        : { rescode: 200, msg: 'success', data };
    return Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
  };
  return { fn: fn as unknown as typeof fetch, calls };
}
