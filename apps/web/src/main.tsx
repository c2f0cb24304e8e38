import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { unstableSetRender } from 'antd/es/config-provider/UnstableContext';
import { PortalApp } from './app/app';
import { startI18n } from './lib/i18n';
import { startingFromServerPage } from './lib/app-ready';
import { loadPortalConfig } from './lib/portal-config';
import { createQueryClient } from './lib/query-client';

// antd 5 renders a few pieces (button wave, static holders) with the React 18 root API; React 19
// needs it handed over explicitly.
unstableSetRender((node, container) => {
  const holder = container as Element & { _reactRoot?: Root };
  holder._reactRoot ??= createRoot(container);
  const root = holder._reactRoot;
  root.render(node);
  return async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    root.unmount();
  };
});

/** The answers the server rendered the page with (decision 0014), or null for a plain page. */
function serverState(): DehydratedState | null {
  const element = document.getElementById('ssr-state');
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as DehydratedState;
  } catch {
    return null;
  }
}

async function start(): Promise<void> {
  const config = await loadPortalConfig();
  await startI18n(config.defaultLang);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const state = serverState();
  if (state && container.firstElementChild) {
    // The server rendered this page: the app takes over its markup with the same answers.
    const queryClient = createQueryClient();
    hydrate(queryClient, state);
    startingFromServerPage();
    // As a transition: React hydrates in slices and lets the browser in between (the page is
    // already on screen), instead of one long task.
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <PortalApp queryClient={queryClient} />
        </StrictMode>,
      );
    });
    return;
  }
  createRoot(container).render(
    <StrictMode>
      <PortalApp />
    </StrictMode>,
  );
}

void start();
