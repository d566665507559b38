// Stands in for the `use-sync-external-store/shim` package in builds (build/aliases.ts):
// React 18+ has the hook built in, the package only adds a fallback for older React.
export { useSyncExternalStore } from 'react';
