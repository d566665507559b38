import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocales } from 'src/lib/use-locales';
import { satangText, totalsOf } from './entry-totals';
import { headerOf, type EntryValues } from './entry-values';

/**
 * Before VAT, VAT (when the template has a VAT rate) and total, as the user types; with a deposit
 * deducted, the lines' subtotal and the deduction first.
 */
export function EntryTotalsView() {
  const { t } = useTranslation('direct-entry');
  const { currentLang } = useLocales();
  const { control } = useFormContext<EntryValues>();
  const data = useWatch({ control, name: 'data' }) as EntryValues['data'] | undefined;
  const header = headerOf(data);
  const totals = totalsOf(data?.items ?? [], header.VAT_RATE, header.PREPAID_AMOUNT);
  const money = (satang: bigint) =>
    Number(satangText(satang)).toLocaleString(currentLang.numberFormat.code, { minimumFractionDigits: 2 });
  const deducted = totals.prepaid !== 0n;
  const lines: [string, bigint | undefined][] = [
    ['subtotal', deducted ? totals.subtotal : undefined],
    ['prepaid', deducted ? totals.prepaid : undefined],
    ['beforeVat', totals.beforeVat],
    ['vat', totals.vat],
    ['total', totals.total],
  ];
  return (
    <Box
      component="dl"
      aria-live="polite"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'auto auto',
        justifyContent: 'end',
        columnGap: 3,
        rowGap: 0.5,
        m: 0,
      }}
    >
      {lines
        .filter(([, value]) => value !== undefined)
        .map(([key, value]) => (
          <Box key={key} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2">
              {t(`totals.${key}`)}
            </Typography>
            <Typography
              component="dd"
              variant="subtitle2"
              sx={{ m: 0, textAlign: 'right' }}
              data-testid={`total-${key}`}
            >
              {money(value!)}
            </Typography>
          </Box>
        ))}
    </Box>
  );
}
