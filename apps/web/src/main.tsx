import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { unstableSetRender } from 'antd/es/config-provider/UnstableContext';
import { PortalApp } from './app/app';
import { startI18n } from './lib/i18n';
import { loadPortalConfig } from './lib/portal-config';

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

async function start(): Promise<void> {
  const config = await loadPortalConfig();
  await startI18n(config.defaultLang);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <PortalApp />
    </StrictMode>,
  );
}

void start();
