import type { SxProps, Theme } from '@mui/material/styles';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNotice } from 'src/components/error-notice';
import { mergeSx } from 'src/components/merge-sx';
import { useAppLocation } from 'src/lib/navigation';
import { useErrorBanner } from './use-error-banner';

/**
 * The global error banner, rendered by layouts at the top of the content (inside the router).
 * It closes itself when the user navigates elsewhere.
 */
export function ErrorBanner({ sx }: { sx?: SxProps<Theme> }) {
  const { t } = useTranslation('common');
  const { open, lines, revealed, close, clearOnNavigation } = useErrorBanner();
  const { pathname, search } = useAppLocation();
  const notice = useRef<HTMLDivElement>(null);

  useEffect(() => clearOnNavigation(`${pathname}${search}`), [pathname, search, clearOnNavigation]);

  // A save the user pressed at the foot of a long form failed: the banner at the top of the
  // page comes into view ('center' clears the fixed header; the banner leads the content).
  useEffect(() => {
    if (revealed > 0) notice.current?.scrollIntoView({ block: 'center' });
  }, [revealed]);

  if (!open) return null;
  return (
    <ErrorNotice ref={notice} onClose={close} closeText={t('errorBanner.close')} sx={mergeSx({ mb: 3 }, sx)}>
      {lines.map((line, index) => (
        <div key={`${index}-${line}`}>{line}</div>
      ))}
    </ErrorNotice>
  );
}
