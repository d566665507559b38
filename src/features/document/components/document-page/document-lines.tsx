import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { DocumentLine } from 'contract/document';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatQuantity } from '../document-format';
import { Section } from 'src/components/fact-list';

type Column = {
  key: string;
  value: (line: DocumentLine) => string | number;
  numeric?: boolean;
};

const COLUMNS: readonly Column[] = [
  { key: 'lineNo', value: (line) => line.lineNo, numeric: true },
  { key: 'itemCode', value: (line) => line.itemCode ?? '' },
  { key: 'itemName', value: (line) => line.itemName },
  { key: 'qty', value: (line) => formatQuantity(line.qty), numeric: true },
  { key: 'unit', value: (line) => line.unit ?? '' },
  { key: 'unitPrice', value: (line) => formatAmount(line.unitPrice), numeric: true },
  { key: 'discount', value: (line) => formatAmount(line.discount), numeric: true },
  { key: 'amount', value: (line) => formatAmount(line.amount), numeric: true },
];

/** The document's lines in file order (all of them: a document's lines are few, no paging). */
export function DocumentLines({ lines }: { lines: readonly DocumentLine[] }) {
  const { t } = useTranslation('document');
  const title = t('lines.title');
  return (
    <Section title={title}>
      {lines.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('lines.empty')}
        </Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-label={title} sx={{ minWidth: 720 }}>
            <TableHead>
              <TableRow>
                {COLUMNS.map((column) => (
                  <TableCell key={column.key} align={column.numeric ? 'right' : 'left'}>
                    {t(`lines.${column.key}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {lines.map((line) => (
                <TableRow key={line.lineNo}>
                  {COLUMNS.map((column) => (
                    <TableCell
                      key={column.key}
                      align={column.numeric ? 'right' : 'left'}
                      sx={column.numeric ? { whiteSpace: 'nowrap' } : undefined}
                    >
                      {column.value(line)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Section>
  );
}
