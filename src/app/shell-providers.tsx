import type { ReactNode } from 'react';
import type { AppModule } from 'src/config/env';
import { AppErrorBoundary } from 'src/providers/error-boundary/app-error-boundary';
import { ErrorBannerProvider } from 'src/providers/error-banner/error-banner-provider';
import { SettingsProvider } from 'src/providers/settings/settings-provider';
import { ThemeProvider } from 'src/theme/theme-provider';

/**
 * What every first screen needs: Settings → Theme → ErrorBanner → ErrorBoundary — the whole
 * stack of the public site and of the back-office's signed-out pages (sign-in, forgot and forced
 * password change, error pages). They show no toasts from notistack and hold no TanStack Query
 * cache, so neither (~17 KB gzip) is in a first load: the signed-in back-office adds both with
 * its own chunk (./data-providers), a public page that needs them wraps its content in
 * <QueryAndSnackbarProvider> (src/providers/query-and-snackbar).
 */
export function ShellProviders({ children, module }: { children: ReactNode; module?: AppModule }) {
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
