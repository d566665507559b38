// Stands in for the `use-sync-external-store/shim` package in builds (vite.config.ts alias):
// React 18+ has the hook built in, the package only adds a fallback for older React.
export { useSyncExternalStore } from 'react';
