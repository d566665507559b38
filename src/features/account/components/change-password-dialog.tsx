import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useSnackbar } from 'notistack';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useChangePasswordForm } from '../hooks/use-change-password-form';
import { AccountDialog } from './account-dialog';
import { ChangePasswordFields } from './change-password-fields';
import '../passwords-texts';

interface ChangePasswordDialogProps {
  open: boolean;
  onClose: () => void;
  /** After the close animation: the opener puts the focus back where it belongs. */
  onExited?: () => void;
}

/**
 * The signed-in password change from the account menu. The opener gives it a new `key` for
 * each opening, so every opening starts empty while a failed save keeps what was typed.
 */
export function ChangePasswordDialog({ open, onClose, onExited }: ChangePasswordDialogProps) {
  const { t } = useTranslation('account');
  const { enqueueSnackbar } = useSnackbar();
  const titleId = useId();
  const { form, formError, onSubmit } = useChangePasswordForm(() => {
    enqueueSnackbar(t('password.changed'), { variant: 'success' });
    onClose();
  });
  const { isSubmitting } = form.formState;

  return (
    <AccountDialog open={open} busy={isSubmitting} onClose={onClose} onExited={onExited} titleId={titleId}>
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id={titleId}>{t('password.changeTitle')}</DialogTitle>
        <DialogContent>
          {/* Room for the first floating label under the title. */}
          <Box sx={{ pt: 1 }}>
            <ChangePasswordFields form={form} formError={formError} autoFocus />
          </Box>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 3 }}>
          <Button onClick={onClose} color="inherit" disabled={isSubmitting}>
            {t('common:action.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={isSubmitting}>
            {t('common:action.save')}
          </Button>
        </DialogActions>
      </form>
    </AccountDialog>
  );
}
