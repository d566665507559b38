import type { SxProps, Theme } from '@mui/material/styles';

// The aria and open state that the header's popups (menus, popovers, drawers) all spell the same.

/** A button that opens a dialog (a drawer): it points at the dialog only while that is open. */
export function dialogTriggerProps(open: boolean, dialogId: string) {
  return {
    'aria-haspopup': 'dialog',
    'aria-expanded': open,
    'aria-controls': open ? dialogId : undefined,
  } as const;
}

/** A menu or popover shown below the element that opened it (`anchor`; null: closed). */
export function anchoredProps(id: string, anchor: HTMLElement | null, onClose: () => void) {
  return { id, anchorEl: anchor, open: anchor !== null, onClose };
}

/** The paper of a drawer that is a modal dialog named `label`. */
export function dialogPaperProps(id: string, label: string, sx: SxProps<Theme>) {
  return { paper: { id, role: 'dialog', 'aria-modal': true, 'aria-label': label, sx } } as const;
}
