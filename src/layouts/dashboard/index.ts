export { DashboardLayout } from './dashboard-layout';
