import { useTheme } from '@mui/material/styles';
import { useQueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { useSnackbar } from 'notistack';
import { AppProviders } from 'src/app/providers';
import { renderWithProviders } from '../render';

function ThemeProbe() {
  const theme = useTheme();
  useQueryClient();
  return (
    <output aria-label="theme">{`${theme.palette.mode} ${theme.direction} ${theme.palette.primary.main}`}</output>
  );
}

it('applies the admin theme (light, ltr, red) and provides a query client', () => {
  renderWithProviders(<ThemeProbe />);
  expect(screen.getByRole('status', { name: 'theme' })).toHaveTextContent('light ltr #B71833');
});

it('applies the customer theme (green preset)', () => {
  renderWithProviders(<ThemeProbe />, { module: 'customer' });
  expect(screen.getByRole('status', { name: 'theme' })).toHaveTextContent('light ltr #007867');
});

it('shows toasts as success by default', async () => {
  function Toaster() {
    const { enqueueSnackbar } = useSnackbar();
    return (
      <button type="button" onClick={() => enqueueSnackbar('บันทึกข้อมูลเรียบร้อยแล้ว')}>
        toast
      </button>
    );
  }
  const { user } = renderWithProviders(<Toaster />);
  await user.click(screen.getByRole('button', { name: 'toast' }));
  const toast = await screen.findByText('บันทึกข้อมูลเรียบร้อยแล้ว');
  expect(toast.closest('.notistack-MuiContent')).toHaveClass('notistack-MuiContent-success');
});

it('replaces a crashed page with a message and a reload button', () => {
  const silenced = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  function Broken(): never {
    throw new Error('boom');
  }
  // Rendered without a router: route errors are the router's job, this boundary catches the rest.
  render(
    <AppProviders>
      <Broken />
    </AppProviders>,
  );
  expect(screen.getByText('เกิดข้อผิดพลาด')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'โหลดหน้าใหม่' })).toBeInTheDocument();
  silenced.mockRestore();
});
