import Box from '@mui/material/Box';
import type { RdMonthRow } from 'contract/rd-filing';
import { useSnackbar } from 'notistack';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListScreenBody, useListScreen } from 'src/components/list-screen';
import { PageHeader } from 'src/components/page-header';
import { saveFile } from 'src/lib/save-file';
import { useSession } from 'src/lib/use-session';
import { downloadRdPack, rdFilingKeys, searchRdMonths } from '../api/rd-filing-calls';
import { MarkSubmittedDialog } from '../components/mark-submitted-dialog';
import { useRdMonthColumns } from '../components/rd-month-columns';
import { RdMonthCriteriaFields } from '../components/rd-month-criteria';
import { rdMonthSearchOptions } from '../components/rd-month-search';

const keyOf = (row: RdMonthRow) => `${row.customerCode}/${row.month}`;

/**
 * Filing with the Revenue Department (menu RD_FILING /rd-filing; docs/rd-filing.md): the months
 * with signed e-Tax documents, each with its summary and status; a row downloads the month's pack
 * and records the filing with the reference the Revenue Department gave. An administrator sees
 * every customer's months, a customer's CUSTOMER_ADMIN and ACCOUNTING users their own.
 */
export default function RdFilingPage() {
  const { t } = useTranslation('rd-filing');
  const { enqueueSnackbar } = useSnackbar();
  const anyCustomer = useSession()?.user.role === 'ADMIN';
  const [filing, setFiling] = useState<RdMonthRow | null>(null);
  const screen = useListScreen({
    search: rdMonthSearchOptions,
    queryKey: rdFilingKeys.list,
    call: searchRdMonths,
    recordKey: keyOf,
    readOnly: true,
  });
  const onDownload = useCallback(
    (row: RdMonthRow) => {
      downloadRdPack({ customerCode: row.customerCode, month: row.month })
        .then(({ blob, fileName }) => {
          const name = fileName ?? `rd-${row.customerCode}-${row.month}.zip`;
          saveFile(name, blob);
          enqueueSnackbar(t('downloaded', { fileName: name }), { variant: 'success' });
        })
        .catch(() => enqueueSnackbar(t('downloadFailed'), { variant: 'error' }));
    },
    [enqueueSnackbar, t],
  );
  const columns = useRdMonthColumns({ anyCustomer, onDownload, onMarkSubmitted: setFiling });

  return (
    <Box data-page="page-rd-filing">
      <PageHeader title={t('title')} />
      <ListScreenBody
        screen={screen}
        criteria={<RdMonthCriteriaFields anyCustomer={anyCustomer} />}
        columns={columns}
        exportFileName={t('exportFile')}
      >
        <MarkSubmittedDialog month={filing} onClose={() => setFiling(null)} />
      </ListScreenBody>
    </Box>
  );
}
