import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Iconify } from 'src/components/iconify';
import { fNumber } from 'src/lib/format';
import { useStatCounters } from '../../api/use-landing-queries';
import { StatCounterDialog } from './stat-counter-dialog';

/** The landing page's figures: label in both languages and value, each edited in a dialog. */
export function StatCounterList() {
  const { t } = useTranslation('landing-admin');
  const headingId = useId();
  const query = useStatCounters();
  const [dialog, setDialog] = useState<{ open: boolean; id: number | null }>({ open: false, id: null });
  const editing = query.data?.find((counter) => counter.id === dialog.id);

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component="h2">
        {t('counters.title')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {t('counters.hint')}
      </Typography>
      {query.isPending && <CircularProgress aria-label={t('common:loading')} />}
      {query.isError && <Alert severity="error">{t('list:table.failed')}</Alert>}
      {query.data && (
        <Table size="small" aria-labelledby={headingId}>
          <TableHead>
            <TableRow>
              <TableCell>{t('counters.labelTh')}</TableCell>
              <TableCell>{t('counters.labelEn')}</TableCell>
              <TableCell align="right">{t('counters.value')}</TableCell>
              <TableCell align="right">{t('list:table.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {query.data.map((counter) => (
              <TableRow key={counter.id}>
                <TableCell>{counter.labelTh}</TableCell>
                <TableCell>{counter.labelEn}</TableCell>
                <TableCell align="right">{fNumber(counter.value, { maximumFractionDigits: 0 })}</TableCell>
                <TableCell align="right">
                  <Button
                    size="small"
                    startIcon={<Iconify icon="ri:pencil-line" width={18} />}
                    aria-label={t('list:rowAction.edit', { name: counter.labelTh })}
                    onClick={() => setDialog({ open: true, id: counter.id })}
                  >
                    {t('common:action.edit')}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <StatCounterDialog
        open={dialog.open}
        counter={editing}
        onClose={() => setDialog((current) => ({ ...current, open: false }))}
        onReload={() => query.refetch()}
      />
    </Box>
  );
}
