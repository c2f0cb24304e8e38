import type { QueryClient } from '@tanstack/react-query';
import { StaticRouter } from 'react-router';
import { BASENAME, PortalRouter, PortalRoutes } from './router';
import { Providers } from '../components/providers';
import './styles.css';

interface Props {
  /** A client holding the answers the server rendered the page with (decision 0014). */
  queryClient?: QueryClient;
}

export function PortalApp({ queryClient }: Props) {
  return (
    <Providers queryClient={queryClient}>
      <PortalRouter />
    </Providers>
  );
}

/** The same app at a fixed address, as the server renders it (entry-server.tsx). */
export function PortalAppAt({ location, queryClient }: Props & { location: string }) {
  return (
    <Providers queryClient={queryClient}>
      <StaticRouter basename={BASENAME} location={location}>
        <PortalRoutes />
      </StaticRouter>
    </Providers>
  );
}
