// The server's entry (`npm start` runs it with `node --import tsx`): packages' own modules are
// loaded past tsx (server/package-loader.ts, docs/memory.md), then the server starts. The hook is
// registered before anything else is imported: a static import would load the whole server first.
import { register } from 'node:module';

register('./package-loader.ts', import.meta.url);
await import('./start-server');
