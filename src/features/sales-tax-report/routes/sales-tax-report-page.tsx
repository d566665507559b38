import { yupResolver } from '@hookform/resolvers/yup';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { SalesTaxReport, SalesTaxReportRequest } from 'contract/sales-tax-report';
import { useSnackbar } from 'notistack';
import { useMemo, useState } from 'react';
import type { Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CustomerSelect } from 'src/components/customer-select';
import { RhfSelect, RhfTextField } from 'src/components/form-fields';
import { Iconify } from 'src/components/iconify';
import { PageHeader } from 'src/components/page-header';
import { SearchCard } from 'src/components/search-card';
import { env } from 'src/config/env';
import { useUrlSearchState } from 'src/hooks/use-url-search-state';
import { saveFile } from 'src/lib/save-file';
import { useLocales } from 'src/lib/use-locales';
import { object, string } from 'yup';
import { downloadSalesTax, previewSalesTax } from '../api/sales-tax-calls';
import {
  emptySalesTaxCriteria,
  monthBefore,
  salesTaxRequest,
  type SalesTaxCriteria,
} from '../components/sales-tax-criteria';

const isAdmin = env.module === 'admin';
const EMPTY = emptySalesTaxCriteria();
/** Two years of months to choose from, this month first. */
const MONTHS = Array.from({ length: 24 }, (_, back) => monthBefore(back));

const resolver = yupResolver(
  object({
    customerCode: isAdmin ? string().required({ key: 'sales-tax-report:validation.customer' }) : string(),
    branchCode: string().matches(/^[0-9]{5}$/, {
      message: { key: 'sales-tax-report:validation.branchCode' },
    }),
    month: string().required(),
  }),
) as unknown as Resolver<SalesTaxCriteria>;

/**
 * The sales tax report (menu SALES_TAX_REPORT /sales-tax-report): a customer, a branch and a month in the
 * search card (kept in the URL), the report's first rows and totals below, and its two downloads
 * (.xlsx and PDF) made by the server. An administrator chooses the customer; a customer user
 * sees its own (a USER its assigned branches: another answers "not found").
 */
export default function SalesTaxReportPage() {
  const { t } = useTranslation('sales-tax-report');
  const list = useUrlSearchState<SalesTaxCriteria>({ emptyCriteria: EMPTY, sortFields: [] });
  const request = salesTaxRequest(list.criteria, isAdmin);
  const { currentLang } = useLocales();
  const monthOptions = useMemo(() => {
    const format = new Intl.DateTimeFormat(currentLang.value === 'th' ? 'th-TH' : 'en-GB', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    return MONTHS.map((month) => ({ value: month, label: format.format(new Date(`${month}-01T00:00:00Z`)) }));
  }, [currentLang.value]);

  const title = t('title');
  return (
    <Box data-page="page-sales-tax-report">
      <PageHeader title={title} />
      <SearchCard list={list} resolver={resolver} title={t('criteria')}>
        {isAdmin && <CustomerSelect<SalesTaxCriteria> name="customerCode" label={t('customer')} />}
        <RhfTextField<SalesTaxCriteria>
          name="branchCode"
          label={t('branchCode')}
          helperText={t('branchHint')}
        />
        <RhfSelect<SalesTaxCriteria> name="month" label={t('month')} options={monthOptions} />
      </SearchCard>
      {request ? (
        <Preview request={request} />
      ) : (
        <Typography sx={{ color: 'text.secondary' }}>{t('chooseCustomer')}</Typography>
      )}
    </Box>
  );
}

function Preview({ request }: { request: SalesTaxReportRequest }) {
  const { t } = useTranslation('sales-tax-report');
  const { data, isPending, isError } = useQuery({
    queryKey: ['sales-tax-report', request],
    queryFn: ({ signal }) => previewSalesTax(request, signal),
  });
  if (isPending) return <Typography role="status">{t('loading')}</Typography>;
  if (isError) return <Typography sx={{ color: 'error.main' }}>{t('notFound')}</Typography>;
  return (
    <Card sx={{ p: { xs: 2, md: 3 } }}>
      <Downloads request={request} />
      <Heading report={data} />
      <Rows report={data} />
    </Card>
  );
}

function Downloads({ request }: { request: SalesTaxReportRequest }) {
  const { t } = useTranslation('sales-tax-report');
  const { enqueueSnackbar } = useSnackbar();
  const [busy, setBusy] = useState<'xlsx' | 'pdf' | null>(null);
  const download = async (kind: 'xlsx' | 'pdf') => {
    setBusy(kind);
    try {
      const { blob, fileName } = await downloadSalesTax(kind, request);
      const name = fileName ?? `sales-tax_${request.branchCode}_${request.month}.${kind}`;
      saveFile(name, blob);
      enqueueSnackbar(t('downloaded', { fileName: name }), { variant: 'success' });
    } catch {
      enqueueSnackbar(t('failed'), { variant: 'error' });
    } finally {
      setBusy(null);
    }
  };
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end', mb: 2 }}>
      {(['xlsx', 'pdf'] as const).map((kind) => (
        <Button
          key={kind}
          variant="outlined"
          loading={busy === kind}
          loadingPosition="start"
          disabled={busy !== null && busy !== kind}
          startIcon={<Iconify icon={kind === 'xlsx' ? 'ri:file-excel-2-line' : 'ri:file-pdf-2-line'} />}
          onClick={() => void download(kind)}
        >
          {t(kind === 'xlsx' ? 'downloadXlsx' : 'downloadPdf')}
        </Button>
      ))}
    </Box>
  );
}

function Heading({ report }: { report: SalesTaxReport }) {
  const { t } = useTranslation('sales-tax-report');
  const { seller } = report;
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="h6" component="h2">
        {seller.customerName}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('taxId', { taxId: seller.taxId })} · {useBranchText()(seller.branchCode)}
        {seller.branchName ? ` (${seller.branchName})` : ''}
      </Typography>
    </Box>
  );
}

function useBranchText() {
  const { t } = useTranslation('sales-tax-report');
  return (code: string | null) => (!code ? '' : code === '00000' ? t('headOffice') : t('branchNo', { code }));
}

function Rows({ report }: { report: SalesTaxReport }) {
  const { t } = useTranslation('sales-tax-report');
  const { currentLang } = useLocales();
  const branchText = useBranchText();
  const locale = currentLang.value === 'th' ? 'th-TH' : 'en-GB';
  const money = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const day = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const amount = (value: string) => money.format(value as `${number}`);
  const right = { textAlign: 'right', whiteSpace: 'nowrap' } as const;
  const heads = [
    'seq',
    'issueDate',
    'documentNo',
    'buyerName',
    'buyerTaxId',
    'buyerBranch',
    'value',
    'vat',
    'remark',
  ];
  return (
    <>
      <TableContainer>
        <Table size="small">
          <caption>
            {t('caption', {
              shown: report.rows.length,
              count: report.rowCount,
              cancelled: report.cancelledCount,
            })}
          </caption>
          <TableHead>
            <TableRow>
              {heads.map((key) => (
                <TableCell
                  key={key}
                  component="th"
                  scope="col"
                  sx={key === 'value' || key === 'vat' ? right : {}}
                >
                  {t(`columns.${key}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {report.rows.map((row) => (
              <TableRow key={row.documentId} sx={row.cancelled ? { '& td': { color: 'text.disabled' } } : {}}>
                <TableCell>{row.seq}</TableCell>
                <TableCell>{day.format(new Date(`${row.issueDate}T00:00:00Z`))}</TableCell>
                <TableCell>{row.documentNo}</TableCell>
                <TableCell>{row.buyerName}</TableCell>
                <TableCell>{row.buyerTaxId}</TableCell>
                <TableCell>{branchText(row.buyerBranchCode)}</TableCell>
                <TableCell sx={right}>{amount(row.value)}</TableCell>
                <TableCell sx={right}>{amount(row.vat)}</TableCell>
                <TableCell>
                  {row.cancelled ? t('cancelled') : t(`notes.${row.documentType}`, { defaultValue: '' })}
                </TableCell>
              </TableRow>
            ))}
            <TableRow>
              <TableCell component="th" scope="row" colSpan={6} sx={{ fontWeight: 'bold' }}>
                {t('total')}
              </TableCell>
              <TableCell sx={{ ...right, fontWeight: 'bold' }}>{amount(report.totals.value)}</TableCell>
              <TableCell sx={{ ...right, fontWeight: 'bold' }}>{amount(report.totals.vat)}</TableCell>
              <TableCell />
            </TableRow>
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}
