import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { AppModule } from 'src/config/env';
import { DataProviders } from './data-providers';
import { ShellProviders } from './shell-providers';

// The provider stacks as unit tests render them (tests/unit/render.tsx). The builds compose the
// same pieces, one chunk at a time: the shell (./shell-providers) in the first load, the data
// providers (./data-providers) with the signed-in back-office (./signed-in-app). This file is not
// imported by the app itself, so no first load carries TanStack Query or notistack through it.

interface AppProvidersProps {
  children: ReactNode;
  /** Whose display defaults apply; the build's module unless a test says otherwise. */
  module?: AppModule;
  /** A test passes its own client (no retries, no shared cache). */
  queryClient?: QueryClient;
}

/**
 * The signed-in back-office: Settings → Theme → ErrorBanner → ErrorBoundary → Query → Snackbar.
 *
 * The MUI X date-picker LocalizationProvider is deliberately NOT here: the date pickers and
 * their dayjs adapters are ~40 KB gzip. Back-office layouts wrap their content in
 * <DatePickerProvider> from ./date-provider; since those layouts live in the lazily imported
 * admin/customer route trees, the adapter lands in those chunks only.
 */
export function BackOfficeProviders({ children, module, queryClient }: AppProvidersProps) {
  return (
    <ShellProviders module={module}>
      <DataProviders queryClient={queryClient}>{children}</DataProviders>
    </ShellProviders>
  );
}

/** The public site, and the back-office's signed-out pages: the shell alone. */
export function PublicProviders({ children, module }: Omit<AppProvidersProps, 'queryClient'>) {
  return <ShellProviders module={module}>{children}</ShellProviders>;
}

/** The providers of this build's module (unit tests run as admin: the full stack). */
export function AppProviders(props: AppProvidersProps) {
  if (import.meta.env.VITE_MODULE === 'public') return <PublicProviders {...props} />;
  return <BackOfficeProviders {...props} />;
}
