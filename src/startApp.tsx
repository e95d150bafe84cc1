// The full app: its stylesheet, the router with the error pipeline's listeners, the texts, then the
// first render. src/main.tsx loads it for every address but a fresh sign-in page.
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { initI18n } from './i18n';
import { router } from './router/router';
import { startPipelineListeners } from './session/pipelineListeners';

startPipelineListeners(router);

void initI18n().then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
