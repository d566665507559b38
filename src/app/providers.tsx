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
 * The back-office stack, outermost first:
 * Settings → Theme → Query → Snackbar → ErrorBanner → ErrorBoundary.
 * Screens call TanStack Query hooks and notistack's useSnackbar() directly.
 *
 * The MUI X date-picker LocalizationProvider is deliberately NOT here: the date pickers and
 * their dayjs adapters are ~40 KB gzip that the public site never uses (its first load must
 * stay ≤ 150 KB). Back-office layouts wrap their content in <DatePickerProvider> from
 * ./date-provider; since those layouts live in the lazily imported admin/customer route
 * trees, the adapter lands in those chunks only.
 */
export function BackOfficeProviders({ children, module, queryClient }: AppProvidersProps) {
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

/**
 * The public site's stack: Settings → Theme → ErrorBanner → ErrorBoundary. Its pages show no
 * toasts and fetch nothing on their first screen, so TanStack Query and notistack (~17 KB
 * gzip) stay out of its first load; a page that needs them wraps its content in
 * <QueryAndSnackbarProvider> (src/providers/query-and-snackbar), which brings them with that
 * page's chunk.
 */
export function PublicProviders({ children, module }: Omit<AppProvidersProps, 'queryClient'>) {
  return (
    <SettingsProvider module={module}>
      <ThemeProvider>
        <ErrorBannerProvider>
          <AppErrorBoundary>{children}</AppErrorBoundary>
        </ErrorBannerProvider>
      </ThemeProvider>
    </SettingsProvider>
  );
}

/**
 * The providers of this build's module. The choice reads the raw VITE_MODULE, which Vite
 * inlines: the bundler folds it, so the public build carries no Query or notistack code and
 * the back-office builds keep every provider. Unit tests run as admin: the full stack.
 */
export function AppProviders(props: AppProvidersProps) {
  if (import.meta.env.VITE_MODULE === 'public') return <PublicProviders {...props} />;
  return <BackOfficeProviders {...props} />;
}
