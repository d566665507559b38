import Button from '@mui/material/Button';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Iconify } from 'src/components/iconify';
import { csvFileName, downloadText, toCsv, type CsvValue } from './csv';
import { fetchAllPages, type FetchPage } from './fetch-all-pages';

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => CsvValue;
}

export interface CsvExportButtonProps<Row> {
  /** File name without date or extension, e.g. 'provinces'. */
  fileName: string;
  /** The columns shown in the table, in their order. */
  columns: readonly CsvColumn<Row>[];
  /** A page of the current search (same criteria and sort as the table). */
  fetchPage: FetchPage<Row>;
  disabled?: boolean;
}

/**
 * CSV export: every page of the current search, the visible columns, with progress on the
 * button while the pages load. Failures reach the error banner through the API client.
 */
export function CsvExportButton<Row>({ fileName, columns, fetchPage, disabled }: CsvExportButtonProps<Row>) {
  const { t } = useTranslation('list');
  const [progress, setProgress] = useState<number | null>(null);
  const abort = useRef<AbortController | null>(null);

  // Leaving the page stops the export.
  useEffect(() => () => abort.current?.abort(), []);

  const exportCsv = async () => {
    if (abort.current) return;
    const controller = new AbortController();
    abort.current = controller;
    setProgress(0);
    try {
      const rows = await fetchAllPages(fetchPage, { signal: controller.signal, onProgress: setProgress });
      const csv = toCsv(
        columns.map((column) => column.header),
        rows.map((row) => columns.map((column) => column.value(row))),
      );
      downloadText(csvFileName(fileName), csv);
    } catch {
      // The API client already showed the failure in the error banner.
    } finally {
      abort.current = null;
      setProgress(null);
    }
  };

  const exporting = progress !== null;
  return (
    <Button
      variant="outlined"
      color="inherit"
      size="small"
      startIcon={<Iconify icon="ri:download-2-line" />}
      onClick={() => void exportCsv()}
      loading={exporting}
      loadingPosition="start"
      disabled={disabled}
    >
      {exporting ? t('export.progress', { percent: progress }) : t('export.csv')}
    </Button>
  );
}
