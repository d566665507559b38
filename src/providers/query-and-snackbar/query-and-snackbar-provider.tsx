import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createQueryClient } from 'src/lib/query-client';
import { SnackbarProvider } from 'src/providers/snackbar/snackbar-provider';

// One cache for every public page that uses it, kept while the visitor moves between them.
let publicQueryClient: QueryClient | undefined;

/**
 * TanStack Query and toasts for one public page (the public provider stack has neither, see
 * src/app/providers.tsx). A page that fetches or toasts wraps its content in it, in its own
 * lazy chunk: Query and notistack then load with that page only, and the bench counts them for
 * it. The back-office has both above the router already.
 */
export function QueryAndSnackbarProvider({ children }: { children: ReactNode }) {
  publicQueryClient ??= createQueryClient();
  return (
    <QueryClientProvider client={publicQueryClient}>
      <SnackbarProvider>{children}</SnackbarProvider>
    </QueryClientProvider>
  );
}
