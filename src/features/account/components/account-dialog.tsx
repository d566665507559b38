import Dialog from '@mui/material/Dialog';
import type { ReactNode } from 'react';

/**
 * A dialog of the account menu: narrow, named by its title (`titleId`). While `busy`, Escape and
 * a click beside it do not close it: a running step is not abandoned.
 */
export function AccountDialog({
  open,
  busy,
  onClose,
  onExited,
  titleId,
  children,
}: {
  open: boolean;
  busy: boolean;
  onClose: () => void;
  /** After the close animation: the opener puts the focus back where it belongs. */
  onExited?: (() => void) | undefined;
  titleId: string;
  children: ReactNode;
}) {
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
      slotProps={{ transition: { onExited } }}
    >
      {children}
    </Dialog>
  );
}
