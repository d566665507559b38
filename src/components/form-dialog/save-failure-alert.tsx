import Alert from '@mui/material/Alert';
import type { SxProps, Theme } from '@mui/material/styles';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { bannerLines } from 'src/providers/error-banner/error-banner-lines';

export interface SaveFailureAlertProps {
  /** The failure of the last save (an ApiError or anything thrown); render only when there is one. */
  error: unknown;
  sx?: SxProps<Theme>;
}

/**
 * Why a save failed, said inside the form that tried it — a dialog, which hides the page's
 * error banner behind it: the banner's lines (spec §8), scrolled into view each time a new
 * failure arrives, as the user may be at the foot of a long dialog.
 */
export function SaveFailureAlert({ error, sx }: SaveFailureAlertProps) {
  const { t } = useTranslation('common');
  const alert = useRef<HTMLDivElement>(null);
  useEffect(() => {
    alert.current?.scrollIntoView({ block: 'nearest' });
  }, [error]);
  return (
    <Alert ref={alert} severity="error" sx={sx}>
      {bannerLines(error, t).map((line, index) => (
        <div key={`${index}-${line}`}>{line}</div>
      ))}
    </Alert>
  );
}
