import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { DashboardSummary } from 'contract/dashboard';
import { useTranslation } from 'react-i18next';
import { useFigureFormat } from './figure-format';

/** The months' money (value before VAT and VAT of the documents issued), beside their counts. */
export default function MonthsMoney({ summary }: { summary: DashboardSummary }) {
  const { t } = useTranslation('dashboard');
  const format = useFigureFormat();
  const right = { textAlign: 'right' } as const;
  return (
    <Table size="small" sx={{ mt: 2 }}>
      <caption>{t('documents.moneyPerMonth')}</caption>
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">
            {t('documents.month')}
          </TableCell>
          <TableCell component="th" scope="col" sx={right}>
            {t('documents.documents')}
          </TableCell>
          <TableCell component="th" scope="col" sx={right}>
            {t('documents.value')}
          </TableCell>
          <TableCell component="th" scope="col" sx={right}>
            {t('documents.vat')}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {summary.documents.months.map((month) => (
          <TableRow key={month.month}>
            <TableCell component="th" scope="row">
              {format.monthLong(month.month)}
            </TableCell>
            <TableCell sx={right}>{format.count(month.issued)}</TableCell>
            <TableCell sx={right}>{format.money(month.issuedValue)}</TableCell>
            <TableCell sx={right}>{format.money(month.issuedVat)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
