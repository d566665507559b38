import { useTheme } from '@mui/material/styles';
import { QueryClientContext } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { useContext } from 'react';
import { PublicProviders } from 'src/app/providers';
import { useErrorBanner } from 'src/providers/error-banner';
import { useSettingsContext } from 'src/providers/settings';

// The public site's stack: Settings → Theme → ErrorBanner → ErrorBoundary, without TanStack
// Query and notistack (its pages neither fetch nor toast on their first screen).

function Probe() {
  const theme = useTheme();
  const { themeMode } = useSettingsContext();
  const { open } = useErrorBanner();
  const queryClient = useContext(QueryClientContext);
  return (
    <output aria-label="probe">
      {`${themeMode} ${theme.palette.primary.main} banner:${String(open)} query:${String(queryClient !== undefined)}`}
    </output>
  );
}

it('gives the public pages settings, the green theme and the error banner, and no query client', () => {
  render(
    <PublicProviders module="public">
      <Probe />
    </PublicProviders>,
  );
  expect(screen.getByRole('status', { name: 'probe' })).toHaveTextContent(
    'light #007867 banner:false query:false',
  );
});

it('replaces a crashed page with a message and a reload button', () => {
  const silenced = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  function Broken(): never {
    throw new Error('boom');
  }
  render(
    <PublicProviders module="public">
      <Broken />
    </PublicProviders>,
  );
  expect(screen.getByRole('alert')).toHaveTextContent('เกิดข้อผิดพลาด');
  expect(screen.getByRole('button', { name: 'โหลดหน้าใหม่' })).toBeInTheDocument();
  silenced.mockRestore();
});
