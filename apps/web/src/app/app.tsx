import { PortalRouter } from './router';
import { Providers } from './providers';
import './styles.css';

export function PortalApp() {
  return (
    <Providers>
      <PortalRouter />
    </Providers>
  );
}
