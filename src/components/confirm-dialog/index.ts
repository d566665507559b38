export { ConfirmDialog } from './confirm-dialog';
export type { ConfirmDialogProps } from './confirm-dialog';
export { useConfirm } from './use-confirm';
export type { ConfirmOptions, UseConfirm } from './use-confirm';
