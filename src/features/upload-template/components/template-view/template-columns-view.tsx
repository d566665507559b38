import Card from '@mui/material/Card';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { UploadTemplateDetail } from 'contract/upload-template';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useListboxLabel } from 'src/components/listbox-select';
import { DATA_TYPE_KEY_GROUP, INPUT_TYPE_GROUP } from '../column-editor/column-row';

/**
 * The template's input columns as they are, for reading (the page's view mode, issue 32):
 * one row per column in file order; the editor replaces it once the user chooses to edit.
 */
export function TemplateColumnsView({ template }: { template: UploadTemplateDetail }) {
  const { t } = useTranslation('upload-template');
  const headingId = useId();
  const fieldLabel = useListboxLabel(DATA_TYPE_KEY_GROUP);
  const typeLabel = useListboxLabel(INPUT_TYPE_GROUP);
  const columns = [...template.columns].sort((a, b) => a.seq - b.seq);
  const header = (key: string) => t(`editor.column.${key}`);

  return (
    <Card component="section" aria-labelledby={headingId} sx={{ mt: 3 }}>
      <Typography
        id={headingId}
        variant="h6"
        component="h2"
        sx={{ p: { xs: 2, md: 3 }, pb: { xs: 1, md: 1 } }}
      >
        {t('editor.columnsTitle')}
      </Typography>
      {columns.length === 0 ? (
        <Typography sx={{ px: { xs: 2, md: 3 }, pb: 3, color: 'text.secondary' }}>
          {t('list:table.empty')}
        </Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-labelledby={headingId}>
            <TableHead>
              <TableRow>
                {['inputCol', 'columnName', 'dataTypeKey', 'inputType', 'required', 'maxLength'].map(
                  (key) => (
                    <TableCell key={key}>{header(key)}</TableCell>
                  ),
                )}
              </TableRow>
            </TableHead>
            <TableBody>
              {columns.map((column) => (
                <TableRow key={column.inputColumnId}>
                  <TableCell>{column.inputCol}</TableCell>
                  <TableCell>{column.columnName}</TableCell>
                  <TableCell>{fieldLabel(column.dataTypeKey)}</TableCell>
                  <TableCell>{typeLabel(column.inputType)}</TableCell>
                  <TableCell>{column.required ? t('common:answer.yes') : t('common:answer.no')}</TableCell>
                  <TableCell>{column.maxLength ?? ''}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Card>
  );
}
