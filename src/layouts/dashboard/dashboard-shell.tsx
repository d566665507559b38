import { DatePickerProvider } from 'src/app/date-provider';
import { DashboardLayout } from './dashboard-layout';

/**
 * The dashboard layout with the date-picker context every back-office screen may need. Loaded
 * lazily by the route trees, so the sign-in page never downloads the layout, the settings
 * drawer or the date-picker adapters.
 */
export default function DashboardShell() {
  return (
    <DatePickerProvider>
      <DashboardLayout />
    </DatePickerProvider>
  );
}
