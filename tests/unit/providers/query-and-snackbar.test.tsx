import { useQueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSnackbar } from 'notistack';
import { PublicProviders } from 'src/app/providers';
import { QueryAndSnackbarProvider } from 'src/providers/query-and-snackbar';

// A public page that fetches or toasts brings Query and notistack with its own chunk.

function Page() {
  const client = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  return (
    <button type="button" onClick={() => enqueueSnackbar(`cache ${client.getQueryCache().getAll().length}`)}>
      send
    </button>
  );
}

it('gives a public page a query client and toasts (success by default)', async () => {
  const user = userEvent.setup();
  render(
    <PublicProviders module="public">
      <QueryAndSnackbarProvider>
        <Page />
      </QueryAndSnackbarProvider>
    </PublicProviders>,
  );
  await user.click(screen.getByRole('button', { name: 'send' }));
  const toast = await screen.findByText('cache 0');
  expect(toast.closest('.notistack-MuiContent')).toHaveClass('notistack-MuiContent-success');
});
