import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { StagedRow } from 'contract/customer-upload';
import type { InputColumn } from 'contract/upload-template';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type TableColumn } from 'src/components/data-table';
import { Iconify } from 'src/components/iconify';
import { useListScreen } from 'src/components/list-screen';
import type { UrlSearchStateOptions } from 'src/hooks/use-url-search-state';
import { fDate, TYPED_DATE_FORMAT } from 'src/lib/format';
import { importKeys, searchStagedRows } from '../../api/import-calls';

interface RowCriteria extends Record<string, string> {
  onlyErrors: '' | 'true';
}
const rowSearchOptions: UrlSearchStateOptions<RowCriteria, 'rowNo'> = {
  emptyCriteria: { onlyErrors: '' },
  sortFields: ['rowNo'],
  defaultSort: { field: 'rowNo', direction: 'asc' },
};
const rowNoOf = (row: StagedRow) => row.rowNo;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A staged value as the user typed it (issue 32): a checked date is kept as `YYYY-MM-DD` and
 * shown `DD/MM/YYYY` — the Buddhist-era year in Thai, as Thai users type it; anything else (a
 * failed date included) as read.
 */
function shownValue(row: StagedRow, column: InputColumn): string {
  const value = row.data[column.dataTypeKey] ?? '';
  return column.inputType === 'DATE' && ISO_DATE.test(value) ? fDate(value, TYPED_DATE_FORMAT) : value;
}

/** One value: marked (colour and icon, not colour alone) with its error text when it has one. */
function StagedValue({ row, column }: { row: StagedRow; column: InputColumn }) {
  const value = shownValue(row, column);
  const errors = row.errors.filter((error) => error.key === column.dataTypeKey);
  if (!errors.length) return <>{value}</>;
  const text = errors.map((error) => error.description).join(' · ');
  return (
    <Tooltip title={text}>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: 'error.main', height: '100%' }}>
        <Iconify icon="ri:error-warning-line" width={16} aria-hidden />
        <span data-error-cell={column.dataTypeKey}>{value || '—'}</span>
      </Stack>
    </Tooltip>
  );
}

/**
 * The rows of an upload as staged, in the template's columns (ux.md "Upload": row number, column,
 * message), paged by the server, with "errors only". Every error cell is marked and explained,
 * and the errors column says "column · field: problem" for each.
 */
export function StagedRows({ uploadId, columns }: { uploadId: number; columns: readonly InputColumn[] }) {
  const { t } = useTranslation('import');
  const toRequest = useCallback(
    (request: { onlyErrors?: string; page: number; size: number }) => ({
      ...request,
      uploadId,
      onlyErrors: request.onlyErrors === 'true',
    }),
    [uploadId],
  );
  const screen = useListScreen({
    search: rowSearchOptions,
    urlPrefix: 'r.',
    queryKey: importKeys.rows(uploadId),
    call: searchStagedRows,
    toRequest,
    recordKey: rowNoOf,
    readOnly: true,
  });
  const { list } = screen;
  const nameOf = useMemo(() => new Map(columns.map((c) => [c.dataTypeKey, c.columnName])), [columns]);
  const tableColumns = useMemo((): TableColumn<StagedRow>[] => {
    const errorsOf = (row: StagedRow) =>
      row.errors
        .map(
          (error) =>
            `${[error.column, nameOf.get(error.key) ?? error.key].filter(Boolean).join(' · ')}: ${error.description}`,
        )
        .join('\n');
    return [
      { field: 'rowNo', headerName: t('rows.rowNo'), width: 90 },
      // Right after the row number: the errors are what the user came for, on any screen width.
      {
        field: 'errors',
        headerName: t('rows.errors'),
        minWidth: 320,
        flex: 1,
        sortable: false,
        valueGetter: (_value: unknown, row: StagedRow) => errorsOf(row),
        renderCell: ({ row }) => (
          <Typography variant="body2" sx={{ color: 'error.main', whiteSpace: 'pre-line', py: 1 }}>
            {errorsOf(row)}
          </Typography>
        ),
        exportValue: errorsOf,
      },
      ...columns.map((column): TableColumn<StagedRow> => ({
        field: `data.${column.dataTypeKey}`,
        headerName: `${column.inputCol} · ${column.columnName}`,
        minWidth: 150,
        sortable: false,
        valueGetter: (_value: unknown, row: StagedRow) => shownValue(row, column),
        renderCell: ({ row }) => <StagedValue row={row} column={column} />,
      })),
    ];
  }, [columns, nameOf, t]);

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={
          <Switch
            checked={list.criteria.onlyErrors === 'true'}
            onChange={(event) => list.search({ onlyErrors: event.target.checked ? 'true' : '' })}
          />
        }
        label={t('rows.onlyErrors')}
      />
      <DataTable<StagedRow>
        title={t('rows.title')}
        columns={tableColumns}
        list={list}
        query={screen.query}
        getRowId={rowNoOf}
        exportCsv={{
          fileName: `import-${uploadId}-rows`,
          fetchPage: (page, size, signal) => screen.call({ ...screen.request, page, size }, { signal }),
        }}
      />
    </Stack>
  );
}
