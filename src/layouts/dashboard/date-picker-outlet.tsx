import { Outlet } from 'react-router-dom';
import { DatePickerProvider } from 'src/app/date-provider';

/**
 * The date-picker context (Thai Buddhist-era adapter) for the back-office screens. A lazy
 * route of its own, below the dashboard: the first screen after sign-in never downloads the
 * date pickers (docs: quality, "no heavy library on a first screen").
 */
export default function DatePickerOutlet() {
  return (
    <DatePickerProvider>
      <Outlet />
    </DatePickerProvider>
  );
}
