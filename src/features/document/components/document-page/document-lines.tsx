import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { DocumentLine } from 'contract/document';
import { useTranslation } from 'react-i18next';
import { FactList, Section } from 'src/components/fact-list';
import { formatAmount, formatQuantity } from '../document-format';

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

/** A card's heading names the line; its other columns are the card's facts. */
const CARD_FACTS = COLUMNS.filter((column) => column.key !== 'lineNo' && column.key !== 'itemName');

/**
 * The document's lines in file order (all of them: a document's lines are few, no paging): a
 * table, or below `sm` (a phone) a card per line, as the lists show their rows there — an
 * eight-column table scrolled sideways hides the amounts.
 */
export function DocumentLines({ lines }: { lines: readonly DocumentLine[] }) {
  const { t } = useTranslation('document');
  const theme = useTheme();
  // Read at once (the back office is not server-rendered): a phone never lays out the table.
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const title = t('lines.title');
  return (
    <Section title={title}>
      {lines.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('lines.empty')}
        </Typography>
      ) : phone ? (
        <Box
          component="ul"
          aria-label={title}
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
        >
          {lines.map((line) => (
            <Card key={line.lineNo} component="li" variant="outlined" sx={{ p: 2 }}>
              <Typography component="h3" variant="subtitle1" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
                {`${line.lineNo}. ${line.itemName}`}
              </Typography>
              <FactList
                labelWidth="minmax(96px, 40%)"
                facts={CARD_FACTS.map((column) => [t(`lines.${column.key}`), column.value(line)])}
              />
            </Card>
          ))}
        </Box>
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
