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
  // Each prompt is a dialog of its own (a new key). Reopening one MUI Dialog in the render in
  // which its fade-out ends skips its next exit, which leaves the page aria-hidden and
  // unscrollable; a save that answers STALE_RECORD opens the reload prompt just then.
  const [promptId, setPromptId] = useState(0);
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
      setPromptId((id) => id + 1);
      setOptions(next);
    });
  }, []);

  // The last options stay while the dialog fades out, so its text does not vanish mid-exit.
  const [shown, setShown] = useState<ConfirmOptions | null>(null);
  if (options !== null && options !== shown) setShown(options);

  const confirmDialog = (
    <ConfirmDialog
      key={promptId}
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
