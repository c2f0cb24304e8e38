import { Suspense, lazy } from 'react';
import { useSearchParams } from 'react-router';
import { readId, withParams } from '../../../lib/search-params';

const AppDetailDrawer = lazy(() => import('./app-detail-drawer'));

/** Opens the app detail drawer while the address names an `appId`; closing removes it. */
export function AppDetailHost() {
  const [params, setParams] = useSearchParams();
  const appId = readId(params.get('appId'));
  if (appId === null) return null;
  return (
    <Suspense fallback={null}>
      <AppDetailDrawer
        key={appId}
        id={appId}
        onClose={() => setParams(withParams(params, { appId: null }))}
      />
    </Suspense>
  );
}
