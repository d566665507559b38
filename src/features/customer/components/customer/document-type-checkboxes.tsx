import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { useId } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFormReadOnly } from 'src/components/form-fields';
import { localizedName, useListboxOptions } from 'src/lib/lookups';
import { useLocales } from 'src/lib/use-locales';
import type { CustomerFormValues } from '../../schemas/customer-schema';
import { DOCUMENT_TYPE_GROUP } from './customer-search';

/** The DOCUMENT_TYPE items as checkboxes; the value is the list of ticked codes. */
export function DocumentTypeCheckboxes() {
  const { t } = useTranslation('customer');
  const { currentLang } = useLocales();
  const { control } = useFormContext<CustomerFormValues>();
  const readOnly = useFormReadOnly();
  const { data } = useListboxOptions(DOCUMENT_TYPE_GROUP);
  const hintId = useId();
  return (
    <Controller
      name="documentTypes"
      control={control}
      render={({ field }) => {
        const ticked = new Set(field.value);
        // A stored code that is no longer offered (an inactive type) still shows as itself.
        const items = [
          ...(data ?? []).map((item) => ({
            code: item.code,
            label: localizedName(currentLang.value, item.nameTh, item.nameEn),
          })),
          ...field.value
            .filter((code) => !(data ?? []).some((item) => item.code === code))
            .map((code) => ({ code, label: code })),
        ];
        const toggle = (code: string, on: boolean) => {
          if (readOnly) return;
          field.onChange(on ? [...field.value, code] : field.value.filter((value) => value !== code));
        };
        return (
          <FormControl component="fieldset" variant="standard" sx={{ width: '100%' }}>
            <FormLabel component="legend" sx={{ mb: 1 }}>
              {t('sections.documentTypes')}
            </FormLabel>
            <FormGroup
              aria-describedby={hintId}
              sx={{
                display: 'grid',
                gridTemplateColumns: {
                  xs: '1fr',
                  sm: 'repeat(2, minmax(0, 1fr))',
                  md: 'repeat(3, minmax(0, 1fr))',
                },
              }}
            >
              {items.map((item) => (
                <FormControlLabel
                  key={item.code}
                  label={item.label}
                  control={
                    <Checkbox
                      checked={ticked.has(item.code)}
                      onChange={(event) => toggle(item.code, event.target.checked)}
                      onBlur={field.onBlur}
                      // A checkbox has no read-only state: ignore changes and say so.
                      slotProps={{ input: { 'aria-readonly': readOnly || undefined } }}
                    />
                  }
                />
              ))}
            </FormGroup>
            <FormHelperText id={hintId}>{t('documentTypesHint')}</FormHelperText>
          </FormControl>
        );
      }}
    />
  );
}
