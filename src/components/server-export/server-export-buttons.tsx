import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ExportFormat } from 'contract/exports';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Iconify } from 'src/components/iconify';
import { apiDownload } from 'src/lib/api-client';
import { saveFile } from 'src/lib/save-file';

export interface ServerExportButtonsProps {
  /** The list's export call (contract/exports.ts `exportPathOf`). */
  path: string;
  /** The current search's criteria and sort: the rows the server streams. */
  criteria: object;
  disabled?: boolean;
}

const FORMATS: readonly ExportFormat[] = ['csv', 'xlsx'];

/**
 * CSV and Excel exports made by the server (docs/exports.md): every row of the current search,
 * whatever the total says, downloaded through the API client (its session token, like a
 * document's PDF) and saved under the name the server gives. Failures reach the error banner.
 */
export function ServerExportButtons({ path, criteria, disabled }: ServerExportButtonsProps) {
  const { t } = useTranslation('list');
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const abort = useRef<AbortController | null>(null);

  // Leaving the page stops the download.
  useEffect(() => () => abort.current?.abort(), []);

  const download = async (format: ExportFormat) => {
    if (abort.current) return;
    const controller = new AbortController();
    abort.current = controller;
    setBusy(format);
    try {
      const { blob, fileName } = await apiDownload(`${path}?format=${format}`, {
        method: 'POST',
        body: criteria,
        signal: controller.signal,
      });
      saveFile(fileName ?? `export.${format}`, blob);
    } catch {
      // The API client already showed the failure in the error banner.
    } finally {
      abort.current = null;
      setBusy(null);
    }
  };

  return (
    <Box sx={{ display: 'flex', gap: 1 }}>
      {FORMATS.map((format) => (
        <Button
          key={format}
          variant="outlined"
          color="inherit"
          size="small"
          startIcon={<Iconify icon="ri:download-2-line" />}
          onClick={() => void download(format)}
          loading={busy === format}
          loadingPosition="start"
          disabled={disabled || (busy !== null && busy !== format)}
        >
          {busy === format ? t('export.busy') : t(`export.${format}`)}
        </Button>
      ))}
    </Box>
  );
}
