import { lazy, Suspense, useState } from 'react';
import { Alert, App as AntApp, Spin, type ThemeConfig } from 'antd';
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import { ApiError, SIGNED_OUT_CODES } from '../lib/api';
import { consoleBase } from '../lib/config';
import { ME_KEY, useMe } from '../lib/queries';
import { LoginPage } from '../features/auth/login-page';
import { errorText } from '../lib/errors';
import { ConsoleConfig } from '../lib/antd-locale';

/** Colours for WCAG AA contrast on white, as the portal's (antd's default blue is 4.1:1). */
export const THEME: ThemeConfig = {
  token: {
    colorPrimary: '#0958d9',
    colorPrimaryHover: '#1f6ae0',
    colorLink: '#0958d9',
    colorLinkHover: '#1f6ae0',
    colorError: '#cf1322',
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    borderRadius: 6,
  },
  components: {
    // An empty table's "nothing here" is text to read, not a disabled control (4.5:1 on white).
    Table: { colorTextDisabled: 'rgba(0, 0, 0, 0.6)' },
  },
};

const Shell = lazy(() => import('./shell'));
const SecondFactorPage = lazy(() => import('../features/auth/second-factor-page'));

function Loading() {
  const { t } = useTranslation();
  return (
    <div style={{ display: 'grid', placeItems: 'center', minHeight: '50vh' }}>
      <Spin aria-label={t('common.loading')} />
    </div>
  );
}

/** Which screen the session allows: sign-in, the second factor, or the console itself. */
export function Gate() {
  const { t } = useTranslation();
  const me = useMe();
  if (me.isPending) return <Loading />;
  if (me.isError) {
    if (me.error instanceof ApiError && SIGNED_OUT_CODES.includes(me.error.code))
      return <LoginPage />;
    return (
      <Alert
        type="error"
        role="alert"
        showIcon
        message={errorText(t, me.error)}
        style={{ margin: 16 }}
      />
    );
  }
  return (
    <Suspense fallback={<Loading />}>
      {me.data.stage === 'full' ? <Shell me={me.data} /> : <SecondFactorPage me={me.data} />}
    </Suspense>
  );
}

/** Failures worth another try: no answer, an unexpected one, or "unavailable for now". */
const RETRIED_CODES: readonly string[] = ['network', 'A0059', 'B0014'];

/**
 * The query client; a call answered "signed out" (the session idled out, ended or was never
 * there) makes the gate ask who is signed in again, which brings back the sign-in page.
 */
export function createClient(): QueryClient {
  const signedOut = (err: unknown) =>
    err instanceof ApiError && SIGNED_OUT_CODES.includes(err.code);
  const client: QueryClient = new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        // A refusal is final; only other failures (network, server, the database away for the
        // moment: B0014) are tried again.
        retry: (count, err) =>
          count < 2 && !(err instanceof ApiError && !RETRIED_CODES.includes(err.code)),
      },
    },
    queryCache: new QueryCache({
      onError: (err, query) => {
        if (signedOut(err) && query.queryKey !== ME_KEY && query.queryKey[1] !== ME_KEY[1])
          void client.invalidateQueries({ queryKey: ME_KEY });
      },
    }),
    mutationCache: new MutationCache({
      onError: (err) => {
        if (signedOut(err)) void client.invalidateQueries({ queryKey: ME_KEY });
      },
    }),
  });
  return client;
}

export function ConsoleApp() {
  const [client] = useState(() => createClient());
  return (
    <ConsoleConfig theme={THEME}>
      <AntApp>
        <QueryClientProvider client={client}>
          <BrowserRouter basename={consoleBase()}>
            <Gate />
          </BrowserRouter>
        </QueryClientProvider>
      </AntApp>
    </ConsoleConfig>
  );
}
