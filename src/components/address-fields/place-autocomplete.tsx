import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useCallback, useMemo, useState } from 'react';
import { Controller, useFormContext, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorText } from 'src/components/form-fields/field-message';
import { useFormReadOnly } from 'src/components/form-fields/form-read-only';
import { localizedName } from 'src/lib/lookups';
import { useLocales } from 'src/lib/use-locales';
import { matchPlaces, type PlaceOption } from './place-match';

export interface PlaceAutocompleteProps<V extends FieldValues> {
  /** The form field holding the chosen code ('' = none). */
  name: FieldPath<V>;
  label: string;
  /** Shown in the empty input ("Please choose" / "All"); never an option. */
  placeholder: string;
  places: readonly PlaceOption[];
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  loading?: boolean;
  /** Called after the user chose (or cleared), with the new code; cascades clear their children here. */
  onValueChange?: (code: string) => void;
}

/**
 * A searchable picker of places bound to the surrounding react-hook-form. Typing filters by any
 * part of the Thai or English name, the first match is highlighted so Enter takes it, Escape
 * puts back the chosen name, and Tab leaves without choosing.
 */
export function PlaceAutocomplete<V extends FieldValues>(props: PlaceAutocompleteProps<V>) {
  const { t } = useTranslation();
  const { control } = useFormContext<V>();
  return (
    <Controller
      name={props.name}
      control={control}
      render={({ field, fieldState }) => (
        <PlaceInput
          {...props}
          code={field.value ?? ''}
          error={errorText(t, fieldState.error)}
          inputRef={field.ref}
          onBlur={field.onBlur}
          onChange={field.onChange}
        />
      )}
    />
  );
}

interface PlaceInputProps<V extends FieldValues> extends PlaceAutocompleteProps<V> {
  code: string;
  error: string | undefined;
  inputRef: React.Ref<HTMLInputElement>;
  onBlur: () => void;
  onChange: (code: string) => void;
}

function PlaceInput<V extends FieldValues>({
  name,
  label,
  placeholder,
  places,
  required = false,
  disabled = false,
  readOnly = false,
  loading = false,
  onValueChange,
  code,
  error,
  inputRef,
  onBlur,
  onChange,
}: PlaceInputProps<V>) {
  const { currentLang } = useLocales();
  const lang = currentLang.value;
  const isReadOnly = useFormReadOnly() || readOnly;

  // A stored code not offered (an inactive place, or the list still loading) shows as itself,
  // as the dropdowns did, and keeps MUI from warning about a value outside the options.
  const options = useMemo(
    () =>
      code !== '' && !places.some((place) => place.code === code)
        ? [...places, { code, nameTh: code, nameEn: null }]
        : places,
    [places, code],
  );
  const value = useMemo(() => options.find((place) => place.code === code) ?? null, [options, code]);
  const nameOf = useCallback((place: PlaceOption) => localizedName(lang, place.nameTh, place.nameEn), [lang]);

  // Controlled so that Escape can drop the typing and show the chosen name again.
  const [typed, setTyped] = useState<string>(() => (value ? nameOf(value) : ''));

  return (
    <Autocomplete<PlaceOption, false, false, false>
      options={options}
      value={value}
      inputValue={typed}
      onInputChange={(_event, text) => setTyped(text)}
      onChange={(_event, place) => {
        const next = place?.code ?? '';
        onChange(next);
        onValueChange?.(next);
      }}
      onClose={(_event, reason) => {
        if (reason === 'escape') setTyped(value ? nameOf(value) : '');
      }}
      onBlur={onBlur}
      getOptionLabel={nameOf}
      getOptionKey={(place) => place.code}
      isOptionEqualToValue={(place, chosen) => place.code === chosen.code}
      filterOptions={(shown, { inputValue }) => matchPlaces(shown, inputValue)}
      autoHighlight
      disabled={disabled}
      readOnly={isReadOnly}
      loading={loading}
      fullWidth
      renderInput={(params) => (
        <TextField
          {...params}
          name={name}
          label={label}
          placeholder={placeholder}
          inputRef={inputRef}
          error={error !== undefined}
          helperText={error}
          // The asterisk means "you must fill this": pointless on a read-only field.
          required={required && !isReadOnly}
          slotProps={{
            ...params.slotProps,
            // Said to screen readers, and skipped when a dialog focuses its first editable field.
            htmlInput: { ...params.slotProps.htmlInput, 'aria-readonly': isReadOnly || undefined },
          }}
        />
      )}
    />
  );
}
