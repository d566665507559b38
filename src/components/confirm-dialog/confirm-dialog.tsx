import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface ConfirmDialogProps {
  open: boolean;
  /** The question, e.g. t('common:confirm.add') → the add confirmation. */
  message: string;
  /** Defaults to the spec's alert title, System alert (common:confirm.title). */
  title?: string;
  /** Defaults to Confirm (common:action.confirm). */
  confirmLabel?: string;
  /** Defaults to Cancel (common:action.cancel). */
  cancelLabel?: string;
  /** Shows progress on the confirm button and ignores further presses. */
  loading?: boolean;
  /** A destructive action colours its button as an error. */
  destructive?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The system's confirm prompt (spec §8): titled System alert, focus starts on the confirm
 * button, Escape or the backdrop cancel. Prefer `useConfirm()`, which renders it for you.
 */
export function ConfirmDialog({
  open,
  message,
  title,
  confirmLabel,
  cancelLabel,
  loading = false,
  destructive = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation('common');
  const titleId = useId();
  const messageId = useId();
  return (
    <Dialog
      open={open}
      onClose={() => {
        if (!loading) onCancel();
      }}
      maxWidth="xs"
      fullWidth
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={messageId}
    >
      <DialogTitle id={titleId}>{title ?? t('confirm.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId}>{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={loading} color="inherit">
          {cancelLabel ?? t('action.cancel')}
        </Button>
        <Button
          onClick={() => {
            if (!loading) onConfirm();
          }}
          loading={loading}
          variant="contained"
          color={destructive ? 'error' : 'primary'}
          autoFocus
        >
          {confirmLabel ?? t('action.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
