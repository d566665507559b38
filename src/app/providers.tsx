import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { AppModule } from 'src/config/env';
import { createQueryClient } from 'src/lib/query-client';
import { AppErrorBoundary } from 'src/providers/error-boundary/app-error-boundary';
import { ErrorBannerProvider } from 'src/providers/error-banner/error-banner-provider';
import { SettingsProvider } from 'src/providers/settings/settings-provider';
import { SnackbarProvider } from 'src/providers/snackbar/snackbar-provider';
import { ThemeProvider } from 'src/theme/theme-provider';

interface AppProvidersProps {
  children: ReactNode;
  /** Whose display defaults apply; the build's module unless a test says otherwise. */
  module?: AppModule;
  /** A test passes its own client (no retries, no shared cache). */
  queryClient?: QueryClient;
}

/**
 * Everything above the router, outermost first:
 * Settings → Theme → Query → Snackbar → ErrorBanner → ErrorBoundary.
 *
 * The MUI X date-picker LocalizationProvider is deliberately NOT here: the date pickers and
 * their dayjs adapters are ~40 KB gzip that the public site never uses (its first load must
 * stay ≤ 150 KB). Back-office layouts wrap their content in <DatePickerProvider> from
 * ./date-provider; since those layouts live in the lazily imported admin/customer route
 * trees, the adapter lands in those chunks only.
 */
export function AppProviders({ children, module, queryClient }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <SettingsProvider module={module}>
      <ThemeProvider>
        <QueryClientProvider client={client}>
          <SnackbarProvider>
            <ErrorBannerProvider>
              <AppErrorBoundary>{children}</AppErrorBoundary>
            </ErrorBannerProvider>
          </SnackbarProvider>
        </QueryClientProvider>
      </ThemeProvider>
    </SettingsProvider>
  );
}
