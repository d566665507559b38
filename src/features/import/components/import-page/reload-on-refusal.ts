import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from 'src/lib/api-error';
import { importKeys } from '../../api/import-calls';

/**
 * A workflow step the server refuses because the upload moved on (409 STALE_RECORD: someone
 * else took a step; 422 UPLOAD_STATUS / SAME_ACCOUNT): the banner says why, and the page
 * re-reads the upload so that its status, version and buttons are current. The failure is
 * passed on (the caller toasts it).
 */
export async function reloadOnRefusal<R>(
  queryClient: QueryClient,
  uploadId: number,
  step: Promise<R>,
): Promise<R> {
  try {
    return await step;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 409 || error.status === 422)) {
      void queryClient.invalidateQueries({ queryKey: importKeys.detail(uploadId) });
    }
    throw error;
  }
}
