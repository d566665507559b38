import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** How far the form's upload is (ux.md: long work shows progress). */
export function UploadProgress({ percent }: { percent: number | null }) {
  const { t } = useTranslation('pdf-template');
  if (percent === null) return null;
  const text = t('form.progress', { percent });
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {text}
      </Typography>
      <LinearProgress variant="determinate" value={percent} aria-label={text} />
    </Box>
  );
}
