import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { installPreloadErrorRecovery } from './app/preload-error-recovery';
import { hydratesServerHtml } from './app/server-rendered';
import { hydrationStarts } from './lib/page-shown';

installPreloadErrorRecovery(window);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// A transition lets React yield to the browser every few milliseconds while it builds (or
// hydrates) the first screen, instead of one long task that holds up input on a slow phone
// (Total Blocking Time).
startTransition(() => {
  if (hydratesServerHtml(container)) {
    if (import.meta.env.VITE_MODULE === 'public') hydrationStarts();
    hydrateRoot(container, app);
  } else {
    createRoot(container).render(app);
  }
});
