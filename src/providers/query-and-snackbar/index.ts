export { QueryAndSnackbarProvider } from './query-and-snackbar-provider';
