import { screen } from '@testing-library/react';
import { DownloadButton } from 'src/components/download-button';
import { catchDownloads } from '../downloads';
import { renderWithProviders } from '../render';

const file = { blob: new Blob(['a,b']), fileName: null };

describe('DownloadButton', () => {
  it('saves the file under the fallback name when the server gives none', async () => {
    const saved = catchDownloads();
    const { user } = renderWithProviders(
      <DownloadButton fetchFile={() => Promise.resolve(file)} fallbackName="rows.csv">
        Download
      </DownloadButton>,
    );
    await user.click(screen.getByRole('button', { name: 'Download' }));
    await vi.waitFor(() => expect(saved.map(({ name }) => name)).toEqual(['rows.csv']));
  });

  it('toasts its failure message when the file does not come', async () => {
    const { user } = renderWithProviders(
      <DownloadButton
        fetchFile={() => Promise.reject(new Error('down'))}
        fallbackName="rows.csv"
        failureMessage="The file could not be downloaded"
      >
        Download
      </DownloadButton>,
    );
    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect(await screen.findByText('The file could not be downloaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download' })).toBeEnabled();
  });
});
