import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CustomerSelect } from 'src/components/customer-select';
import { RhfDateField, SERVER_ERROR_TYPE } from 'src/components/form-fields';
import { Iconify } from 'src/components/iconify';
import { PageHeader } from 'src/components/page-header';
import { markServerErrors } from 'src/hooks/server-field-errors';
import { isApiError } from 'src/lib/api-error';
import { apiFailureHandled } from 'src/lib/api-events';
import { saveFile } from 'src/lib/save-file';
import { downloadDocumentReport } from '../api/report-calls';
import {
  defaultReportForm,
  reportRequest,
  reportResolver,
  type ReportForm,
} from '../components/report-schema';

type Progress = { state: 'idle' } | { state: 'working' } | { state: 'done'; fileName: string };

/**
 * "Report" (menu REPORT /report, administrators): documents by customer, type and status for an
 * issue-date range, downloaded as an .xlsx the server streams. The range and the customer are
 * checked here as the server checks them; what the server still refuses is said under the field
 * it names (an unknown customer under the customer).
 */
export default function ReportPage() {
  const { t } = useTranslation('report');
  const { enqueueSnackbar } = useSnackbar();
  const form = useForm<ReportForm>({ defaultValues: defaultReportForm(), resolver: reportResolver });
  const [progress, setProgress] = useState<Progress>({ state: 'idle' });
  const working = progress.state === 'working';

  const download = async (values: ReportForm) => {
    if (working) return;
    setProgress({ state: 'working' });
    try {
      const { blob, fileName } = await downloadDocumentReport(reportRequest(values));
      const name = fileName ?? `document-summary_${values.dateFrom}_${values.dateTo}.xlsx`;
      saveFile(name, blob);
      setProgress({ state: 'done', fileName: name });
      enqueueSnackbar(t('downloaded', { fileName: name }), { variant: 'success' });
    } catch (error) {
      setProgress({ state: 'idle' });
      enqueueSnackbar(t('failed'), { variant: 'error' });
      if (!isApiError(error)) return;
      if (error.status === 404) {
        // The customer chosen is gone (deleted meanwhile): said where it was chosen.
        form.setError('customerCode', { type: SERVER_ERROR_TYPE, message: t('customerNotFound') });
        form.setFocus('customerCode');
        apiFailureHandled(error);
        return;
      }
      const marked = markServerErrors(form, error);
      if (marked[0] !== undefined) form.setFocus(marked[0]);
      if (marked.length > 0 && marked.length === error.details.length) apiFailureHandled(error);
    }
  };

  const title = t('title');
  return (
    <Box data-page="page-report">
      <PageHeader title={title} />
      <Card sx={{ p: { xs: 2, md: 3 } }}>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('documentSummary.title')}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mb: 3 }}>{t('documentSummary.description')}</Typography>
        <FormProvider {...form}>
          <Box component="form" noValidate onSubmit={(event) => void form.handleSubmit(download)(event)}>
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, sm: 6, md: 3 }}>
                <RhfDateField<ReportForm> name="dateFrom" label={t('dateFrom')} required />
              </Grid>
              <Grid size={{ xs: 12, sm: 6, md: 3 }}>
                <RhfDateField<ReportForm> name="dateTo" label={t('dateTo')} required />
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <CustomerSelect<ReportForm> name="customerCode" label={t('customer')} empty="all" />
              </Grid>
            </Grid>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 3, flexWrap: 'wrap' }}>
              <Button
                type="submit"
                variant="contained"
                loading={working}
                loadingPosition="start"
                startIcon={<Iconify icon="ri:file-excel-2-line" />}
              >
                {t('download')}
              </Button>
              <Typography role="status" variant="body2" sx={{ color: 'text.secondary' }}>
                {progress.state === 'working'
                  ? t('working')
                  : progress.state === 'done'
                    ? t('downloaded', { fileName: progress.fileName })
                    : ''}
              </Typography>
            </Box>
            {working && <LinearProgress sx={{ mt: 2 }} aria-label={t('working')} />}
          </Box>
        </FormProvider>
      </Card>
    </Box>
  );
}
