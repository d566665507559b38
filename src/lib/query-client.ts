import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';

const MAX_READ_RETRIES = 2;

/**
 * Reads are retried only when retrying can help: no answer (network) or a server fault (5xx).
 * A 4xx — and a '102' refusal on HTTP 200 — gives the same answer again, so it is not retried.
 */
export function shouldRetryRead(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_READ_RETRIES) return false;
  if (!isApiError(error)) return true;
  if (error.isCanceled || error.isValidation) return false;
  return error.status === 0 || error.status >= 500;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetryRead,
        staleTime: 30_000,
        // Back-office data does not need a refetch each time the tab regains focus.
        refetchOnWindowFocus: false,
      },
      // Writes are never repeated behind the user's back (a repeated create would duplicate).
      mutations: { retry: false },
    },
  });
}
