import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { AdapterDayjsBuddhist } from '@mui/x-date-pickers/AdapterDayjsBuddhist';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enUS, thTH } from '@mui/x-date-pickers/locales';
import 'dayjs/locale/th';
import type { ReactNode } from 'react';
import { useLocales } from 'src/lib/use-locales';

// Date-picker context for the back-office only (see the note in ./providers.tsx): import it
// from admin/customer layouts, never from shared or public code, so the public bundle
// carries no date-picker code.
//
// Thai uses the Buddhist-era adapter (plain AdapterDayjs would print a literal "BBBB"):
// pickers show 2569 for 2026 while the values they hand back stay Gregorian dayjs objects.

const pickerTexts = {
  th: thTH.components.MuiLocalizationProvider.defaultProps.localeText,
  en: enUS.components.MuiLocalizationProvider.defaultProps.localeText,
};

export function DatePickerProvider({ children }: { children: ReactNode }) {
  const { currentLang } = useLocales();
  const thai = currentLang.value === 'th';
  return (
    <LocalizationProvider
      dateAdapter={thai ? AdapterDayjsBuddhist : AdapterDayjs}
      adapterLocale={currentLang.adapterLocale}
      localeText={pickerTexts[currentLang.value]}
    >
      {children}
    </LocalizationProvider>
  );
}
