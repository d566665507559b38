import { useCallback, useRef, useState, type ReactNode } from 'react';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';

export type ConfirmOptions = Pick<
  ConfirmDialogProps,
  'message' | 'title' | 'confirmLabel' | 'cancelLabel' | 'destructive'
>;

export interface UseConfirm {
  /** Opens the prompt; resolves true on confirm, false on cancel (or when one is already open). */
  confirm: (options: ConfirmOptions) => Promise<boolean>;
  /** Render this once, anywhere in the component. */
  confirmDialog: ReactNode;
}

/**
 * `const { confirm, confirmDialog } = useConfirm();`
 * `if (await confirm({ message: t('common:confirm.delete'), destructive: true })) …`
 */
export function useConfirm(): UseConfirm {
  const [options, setOptions] = useState<ConfirmOptions | null>(null);
  const resolver = useRef<((confirmed: boolean) => void) | null>(null);

  const settle = useCallback((confirmed: boolean) => {
    // A second press (double click) finds nothing left to settle.
    const resolve = resolver.current;
    resolver.current = null;
    setOptions(null);
    resolve?.(confirmed);
  }, []);

  const confirm = useCallback((next: ConfirmOptions) => {
    if (resolver.current) return Promise.resolve(false);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
      setOptions(next);
    });
  }, []);

  // The last options stay while the dialog fades out, so its text does not vanish mid-exit.
  const [shown, setShown] = useState<ConfirmOptions | null>(null);
  if (options !== null && options !== shown) setShown(options);

  const confirmDialog = (
    <ConfirmDialog
      open={options !== null}
      message={shown?.message ?? ''}
      title={shown?.title}
      confirmLabel={shown?.confirmLabel}
      cancelLabel={shown?.cancelLabel}
      destructive={shown?.destructive}
      onConfirm={() => settle(true)}
      onCancel={() => settle(false)}
    />
  );
  return { confirm, confirmDialog };
}
