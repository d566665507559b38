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
  /**
   * A short name of what is asked, with `message` below it; by default the question itself is
   * the title (the add confirm's question), never a title that says nothing (issue 32: the spec's
   * system-alert title is kept for alerts).
   */
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
 * The system's confirm prompt (spec §8): titled for what it asks, focus starts on the confirm
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
  const detail = title !== undefined && title !== message;
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
      aria-describedby={detail ? messageId : undefined}
    >
      <DialogTitle id={titleId}>{detail ? title : message}</DialogTitle>
      {detail && (
        <DialogContent>
          <DialogContentText id={messageId}>{message}</DialogContentText>
        </DialogContent>
      )}
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
