// Why: one list of import aliases for the web builds and the public site's server renderer.
import type { AliasOptions } from 'vite';
import { fromRoot } from './paths';

export const aliases: AliasOptions = [
  { find: 'src', replacement: fromRoot('src') },
  { find: 'contract', replacement: fromRoot('contract') },
  // React 18+ has useSyncExternalStore built in; the shim package (react-i18next imports
  // it) only adds a fallback for older React.
  {
    find: /^use-sync-external-store\/shim$/,
    replacement: fromRoot('src/lib/use-sync-external-store-shim.ts'),
  },
];
