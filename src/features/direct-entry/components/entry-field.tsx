import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useQuery } from '@tanstack/react-query';
import type { InputColumn } from 'contract/upload-template';
import { useMemo, type ReactNode } from 'react';
import { Controller, useFormContext, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RhfDateField, RhfSelect, RhfTextField } from 'src/components/form-fields';
import { LOOKUP_STALE_TIME } from 'src/lib/lookups';
import { listColumnOptions } from 'src/components/import-target';
import { directEntryKeys } from '../api/direct-entry-calls';
import type { EntryValues } from './entry-values';

type Name = FieldPath<EntryValues>;

function DropdownField({ column, name, label }: { column: InputColumn; name: Name; label: string }) {
  const { t } = useTranslation('common');
  const options = useQuery({
    queryKey: directEntryKeys.options(column.inputColumnId),
    queryFn: ({ signal }) => listColumnOptions(column.inputColumnId, { signal }),
    staleTime: LOOKUP_STALE_TIME,
  });
  const choices = useMemo(
    () => (options.data ?? []).map((o) => ({ value: o.optionValue, label: o.optionLabel })),
    [options.data],
  );
  return (
    <RhfSelect<EntryValues>
      name={name}
      label={label}
      options={choices}
      emptyLabel={t('importTarget.choose')}
      required={column.required}
    />
  );
}
/**
 * One field of the typed-in document, the control its template column names (TEXTBOX, TEXTAREA,
 * NUMBER, DATEPICKER, DROPDOWN, CHECKBOX), labelled with the column's name (item lines add the
 * line number, so every label names its field).
 */
export function EntryField({
  column,
  name,
  label = column.columnName,
}: {
  column: InputColumn;
  name: Name;
  label?: string;
}) {
  const { control } = useFormContext<EntryValues>();
  switch (column.inputControlType) {
    case 'DATEPICKER':
      return <RhfDateField<EntryValues> name={name} label={label} required={column.required} />;
    case 'DROPDOWN':
      return <DropdownField column={column} name={name} label={label} />;
    case 'CHECKBOX':
      return (
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <FormControlLabel
              label={label}
              control={
                <Checkbox
                  checked={field.value === 'Y'}
                  onChange={(event) => field.onChange(event.target.checked ? 'Y' : 'N')}
                  name={field.name}
                />
              }
            />
          )}
        />
      );
    default:
      return (
        <RhfTextField<EntryValues>
          name={name}
          label={label}
          required={column.required}
          multiline={column.inputControlType === 'TEXTAREA'}
          minRows={column.inputControlType === 'TEXTAREA' ? 2 : undefined}
          slotProps={
            column.inputControlType === 'NUMBER'
              ? { htmlInput: { inputMode: column.inputType === 'INTEGER' ? 'numeric' : 'decimal' } }
              : column.maxLength
                ? { htmlInput: { maxLength: column.maxLength } }
                : undefined
          }
        />
      );
  }
}

/** The grid the fields stand in: one a row on a phone, two on a tablet, `wide` on a desktop. */
export function EntryGrid({ wide, children }: { wide: number; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: `repeat(${wide}, 1fr)` },
      }}
    >
      {children}
    </Box>
  );
}
