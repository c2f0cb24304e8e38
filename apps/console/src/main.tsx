import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { unstableSetRender } from 'antd/es/config-provider/UnstableContext';
import { ConsoleApp } from './app/app';
import { detectLang, startI18n } from './lib/i18n';

// antd 5 renders a few pieces with the React 18 root API; React 19 needs it handed over.
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
  await startI18n(detectLang(location.search, document.cookie, navigator.language));
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <ConsoleApp />
    </StrictMode>,
  );
}

void start();
