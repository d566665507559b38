import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { installPreloadErrorRecovery } from './app/preload-error-recovery';

installPreloadErrorRecovery(window);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const root = createRoot(container);
// A transition lets React yield to the browser every few milliseconds while it builds the first
// screen, instead of one long task that holds up input on a slow phone (Total Blocking Time).
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
