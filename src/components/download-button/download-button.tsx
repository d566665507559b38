import Button from '@mui/material/Button';
import { useState, type ReactNode } from 'react';
import { Iconify } from 'src/components/iconify';
import type { DownloadedFile } from 'src/lib/api-request';
import { saveFile } from 'src/lib/save-file';

/**
 * A button that fetches a file and saves it under the server's name, else `fallbackName`; it
 * waits while the file comes. A failure shows in the error banner (the API client's), so
 * nothing more is said here.
 */
export function DownloadButton({
  fetchFile,
  fallbackName,
  children,
}: {
  fetchFile: () => Promise<DownloadedFile>;
  fallbackName: string;
  children: ReactNode;
}) {
  const [busy, setBusy] = useState(false);
  const download = () => {
    setBusy(true);
    void fetchFile()
      .then(({ blob, fileName }) => saveFile(fileName ?? fallbackName, blob))
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };
  return (
    <Button
      variant="outlined"
      startIcon={<Iconify icon="ri:download-2-line" />}
      onClick={download}
      loading={busy}
    >
      {children}
    </Button>
  );
}
