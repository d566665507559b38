import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Iconify } from 'src/components/iconify';

declare module '@mui/x-data-grid' {
  interface NoRowsOverlayPropsOverrides {
    /** The search failed (the error banner says why): offer to try again. */
    failed?: boolean;
    onRetry?: () => void;
  }
}

/** What the table shows without rows: the no-data text, or that loading failed with a retry. */
export function TableOverlay({ failed = false, onRetry }: { failed?: boolean; onRetry?: () => void }) {
  const { t } = useTranslation('list');
  return (
    <Box
      sx={{
        height: '100%',
        minHeight: 160,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 1,
        color: 'text.secondary',
        textAlign: 'center',
        p: 2,
      }}
    >
      <Iconify icon={failed ? 'ri:error-warning-line' : 'ri:inbox-line'} width={40} />
      <Typography sx={{ color: 'text.secondary' }}>{t(failed ? 'table.failed' : 'table.empty')}</Typography>
      {failed && onRetry && (
        <Button
          size="small"
          variant="outlined"
          color="inherit"
          onClick={onRetry}
          startIcon={<Iconify icon="ri:refresh-line" />}
        >
          {t('table.retry')}
        </Button>
      )}
    </Box>
  );
}
