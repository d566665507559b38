import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode, Ref } from 'react';
import { CloseIcon } from 'src/components/inline-icons/icons/close';
import { ErrorWarningIcon } from 'src/components/inline-icons/icons/error-warning';
import { mergeSx } from 'src/components/merge-sx';
import { alertColours } from './alert-colours';

export interface ErrorNoticeProps {
  /** Bold first line, like MUI's AlertTitle. */
  title?: ReactNode;
  children?: ReactNode;
  /** On the right, like Alert's `action` (e.g. a reload button). */
  action?: ReactNode;
  /** Shows a close button named `closeText`. */
  onClose?: () => void;
  closeText?: string;
  sx?: SxProps<Theme>;
  ref?: Ref<HTMLDivElement>;
  /** For a notice that is no error (the contact form's "sent": role status, its own colours and icon). */
  role?: 'alert' | 'status';
  icon?: ReactNode;
}

/**
 * An error message drawn like MUI's standard error <Alert> (same box, colours and close
 * button), for the error banner and the crash screen. Both sit in every module's first load,
 * where Alert, Paper and Alert's icon set would add ~3 KB gzip that only an error uses.
 */
export function ErrorNotice({
  title,
  children,
  action,
  onClose,
  closeText,
  sx,
  ref,
  role = 'alert',
  icon = <ErrorWarningIcon width={22} />,
}: ErrorNoticeProps) {
  return (
    <Box
      ref={ref}
      role={role}
      sx={mergeSx(
        (theme) => ({
          ...theme.typography.body2,
          display: 'flex',
          px: 2,
          py: '6px',
          borderRadius: 1,
          ...alertColours(theme, 'error'),
        }),
        sx,
      )}
    >
      <Box sx={{ display: 'flex', mr: 1.5, py: '7px', opacity: 0.9, color: 'error.main' }}>{icon}</Box>
      <Box sx={{ py: 1, minWidth: 0, overflow: 'auto' }}>
        {title !== undefined && (
          <Box
            sx={(theme) => ({
              ...theme.typography.body1,
              fontWeight: 'fontWeightMedium',
              mt: '-2px',
              mb: 0.5,
            })}
          >
            {title}
          </Box>
        )}
        {children}
      </Box>
      {(action !== undefined || onClose !== undefined) && (
        <Box sx={{ display: 'flex', alignItems: 'flex-start', pt: 0.5, pl: 2, ml: 'auto', mr: -1 }}>
          {action}
          {onClose !== undefined && (
            <IconButton
              size="small"
              color="inherit"
              aria-label={closeText}
              title={closeText}
              onClick={onClose}
            >
              <CloseIcon width={20} />
            </IconButton>
          )}
        </Box>
      )}
    </Box>
  );
}
