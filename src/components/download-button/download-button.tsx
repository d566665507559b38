import Button from '@mui/material/Button';
import { useSnackbar } from 'notistack';
import { useState, type ReactNode } from 'react';
import { Iconify } from 'src/components/iconify';
import type { DownloadedFile } from 'src/lib/api-request';
import { saveFile } from 'src/lib/save-file';

/**
 * A button that fetches a file and saves it under the server's name, else `fallbackName`; it
 * waits while the file comes. A failure shows in the error banner (the API client's); with
 * `failureMessage` it is toasted as well.
 */
export function DownloadButton({
  fetchFile,
  fallbackName,
  failureMessage,
  variant = 'outlined',
  children,
}: {
  fetchFile: () => Promise<DownloadedFile>;
  fallbackName: string;
  failureMessage?: string;
  variant?: 'outlined' | 'text';
  children: ReactNode;
}) {
  const { enqueueSnackbar } = useSnackbar();
  const [busy, setBusy] = useState(false);
  const download = () => {
    setBusy(true);
    void fetchFile()
      .then(({ blob, fileName }) => saveFile(fileName ?? fallbackName, blob))
      .catch(() => {
        if (failureMessage) enqueueSnackbar(failureMessage, { variant: 'error' });
      })
      .finally(() => setBusy(false));
  };
  return (
    <Button
      variant={variant}
      startIcon={<Iconify icon="ri:download-2-line" />}
      onClick={download}
      loading={busy}
    >
      {children}
    </Button>
  );
}
