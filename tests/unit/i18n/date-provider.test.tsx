import { act, render, screen } from '@testing-library/react';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import dayjs from 'dayjs';
import { DatePickerProvider } from 'src/app/date-provider';
import { i18n } from 'src/lib/i18n';

it('date pickers show Buddhist-era years and Thai month names in Thai, Gregorian in English', async () => {
  render(
    <DatePickerProvider>
      <DateCalendar defaultValue={dayjs('2026-11-21')} />
    </DatePickerProvider>,
  );
  expect(screen.getByText(/พฤศจิกายน 2569/)).toBeInTheDocument();

  await act(() => i18n.changeLanguage('en'));
  expect(screen.getByText(/November 2026/)).toBeInTheDocument();
});
