import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { createQueryClient } from 'src/lib/query-client';
import { onSessionChange, getSession } from 'src/lib/session';
import { SnackbarProvider } from 'src/providers/snackbar/snackbar-provider';

/**
 * What the signed-in back-office adds inside the shell (./shell-providers): TanStack Query and
 * notistack's toasts. Screens call their hooks directly.
 *
 * The cache belongs to one user: when the session ends (sign-out, a 401) or another user signs
 * in, every cached answer is dropped, so nothing of the previous user can show to the next.
 */
export function DataProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  useEffect(() => {
    let user = getSession()?.user.username;
    return onSessionChange((session) => {
      const next = session?.user.username;
      if (next !== user) client.clear();
      user = next;
    });
  }, [client]);
  return (
    <QueryClientProvider client={client}>
      <SnackbarProvider>{children}</SnackbarProvider>
    </QueryClientProvider>
  );
}
