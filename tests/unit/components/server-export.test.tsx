// The server-made exports of the large lists (docs/exports.md): each button asks the list's export
// call for its format with the search's criteria (no paging), through the API client's session,
// and saves the file under the name the server gives; a failure leaves the button usable.
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { ServerExportButtons } from 'src/components/server-export';
import { server } from 'src/mocks/server';
import { clearSession, setSession } from 'src/lib/session';
import { catchDownloads } from '../downloads';
import { makeSession } from '../lib/make-session';
import { fastUser } from '../master-data/interact';
import { renderWithProviders } from '../render';

const EXPORT = '/api/test/export';
const NAME = 'เอกสาร-20261129-0417.csv';

interface Asked {
  format: string | null;
  body: unknown;
  authorization: string | null;
}

function answerExport(status = 200): Asked[] {
  const asked: Asked[] = [];
  server.use(
    http.post(EXPORT, async ({ request }) => {
      const format = new URL(request.url).searchParams.get('format');
      asked.push({ format, body: await request.json(), authorization: request.headers.get('authorization') });
      if (status !== 200)
        return HttpResponse.json({ status: { code: '500', message: 'Internal error' } }, { status });
      return new HttpResponse('\uFEFFเลขที่เอกสาร\r\nINV-1\r\n', {
        headers: {
          'content-type':
            format === 'xlsx'
              ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
              : 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="20261129-0417.${format}"; filename*=UTF-8''${encodeURIComponent(NAME.replace('.csv', `.${format}`))}`,
        },
      });
    }),
  );
  return asked;
}

beforeEach(() => setSession(makeSession('export-token')));
afterEach(() => {
  clearSession();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('ServerExportButtons', () => {
  it.each([
    ['ส่งออก CSV', 'csv'],
    ['ส่งออก Excel', 'xlsx'],
  ])(
    '%s downloads the criteria’s rows from the server and saves them under its name',
    async (label, format) => {
      const asked = answerExport();
      const saved = catchDownloads();
      const criteria = { customerCode: 'C000001', buyerName: 'ไทย', sortBy: 'issueDate', sortDir: 'desc' };
      renderWithProviders(<ServerExportButtons path={EXPORT} criteria={criteria} />);

      await fastUser().click(screen.getByRole('button', { name: label }));
      await waitFor(() => expect(saved).toHaveLength(1));
      expect(asked).toEqual([{ format, body: criteria, authorization: 'Bearer export-token' }]);
      expect(saved[0]!.name).toBe(NAME.replace('.csv', `.${format}`));
      expect(await saved[0]!.blob.text()).toContain('INV-1');
      expect(screen.getByRole('button', { name: label })).toBeEnabled();
    },
  );

  it('saves nothing when the server fails, and can be tried again', async () => {
    const asked = answerExport(500);
    const saved = catchDownloads();
    const user = fastUser();
    renderWithProviders(<ServerExportButtons path={EXPORT} criteria={{}} />);

    await user.click(screen.getByRole('button', { name: 'ส่งออก CSV' }));
    await waitFor(() => expect(asked).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'ส่งออก CSV' })).toBeEnabled());
    expect(saved).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'ส่งออก CSV' }));
    await waitFor(() => expect(asked).toHaveLength(2));
  });

  it('is disabled when the search found nothing', () => {
    renderWithProviders(<ServerExportButtons path={EXPORT} criteria={{}} disabled />);
    expect(screen.getByRole('button', { name: 'ส่งออก CSV' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'ส่งออก Excel' })).toBeDisabled();
  });
});
