import type { TFunction } from 'i18next';
import type { ConfirmOptions } from 'src/components/confirm-dialog';
import { isStaleRecord } from 'src/hooks';
import { isApiError } from 'src/lib/api-error';

/**
 * After a failed save: when the template was saved by someone else since it was read (409
 * STALE_RECORD), offer to read it again (what was changed here is then replaced).
 */
export async function offerReloadIfStale(
  error: unknown,
  confirm: (options: ConfirmOptions) => Promise<boolean>,
  t: TFunction,
  reload: () => Promise<unknown>,
): Promise<void> {
  if (!isApiError(error) || !isStaleRecord(error)) return;
  if (await confirm({ message: t('list:stale.message'), confirmLabel: t('list:stale.reload') }))
    await reload();
}
