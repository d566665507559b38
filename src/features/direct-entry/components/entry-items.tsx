import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MAX_DIRECT_ITEMS } from 'contract/customer-upload';
import type { InputColumn } from 'contract/upload-template';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Iconify } from 'src/components/iconify';
import { EntryField, EntryGrid } from './entry-field';
import { lineAmount, satangText } from './entry-totals';
import { emptyItem, itemColumns, type EntryValues } from './entry-values';
import { useLocales } from 'src/lib/use-locales';

/**
 * The item lines: one row of fields per line, added and removed (at least one, at most
 * MAX_DIRECT_ITEMS), each with its amount computed as the user types.
 */
export function EntryItems({ columns }: { columns: readonly InputColumn[] }) {
  const { t } = useTranslation('direct-entry');
  const { currentLang } = useLocales();
  const { control } = useFormContext<EntryValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'data.items' as never });
  const items = useWatch({ control, name: 'data.items' }) as Record<string, string>[] | undefined;
  const lineColumns = itemColumns(columns);
  const money = (satang: bigint | undefined) =>
    satang === undefined
      ? '—'
      : Number(satangText(satang)).toLocaleString(currentLang.numberFormat.code, {
          minimumFractionDigits: 2,
        });

  return (
    <Stack spacing={2} component="section" aria-label={t('items.title')}>
      <Typography variant="h6" component="h2">
        {t('items.title')}
      </Typography>
      {fields.map((field, index) => (
        <Box
          key={field.id}
          role="group"
          aria-label={t('items.line', { number: index + 1 })}
          sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1.5 }}
        >
          <Stack direction="row" sx={{ alignItems: 'center', mb: 1.5 }}>
            <Typography variant="subtitle2" sx={{ flexGrow: 1 }}>
              {t('items.line', { number: index + 1 })}
            </Typography>
            <Typography variant="body2" sx={{ mr: 1 }} data-testid={`line-amount-${index}`}>
              {t('items.amount', { amount: money(items?.[index] && lineAmount(items[index])) })}
            </Typography>
            <IconButton
              aria-label={t('items.remove', { number: index + 1 })}
              disabled={fields.length <= 1}
              onClick={() => remove(index)}
            >
              <Iconify icon="ri:delete-bin-line" />
            </IconButton>
          </Stack>
          <EntryGrid wide={4}>
            {lineColumns.map((column) => (
              <EntryField
                key={column.dataTypeKey}
                column={column}
                name={`data.items.${index}.${column.dataTypeKey}`}
                label={t('items.field', { name: column.columnName, number: index + 1 })}
              />
            ))}
          </EntryGrid>
        </Box>
      ))}
      <Box>
        <Button
          variant="outlined"
          startIcon={<Iconify icon="ri:add-line" />}
          disabled={fields.length >= MAX_DIRECT_ITEMS}
          onClick={() => append(emptyItem(columns))}
        >
          {t('items.add')}
        </Button>
      </Box>
    </Stack>
  );
}
