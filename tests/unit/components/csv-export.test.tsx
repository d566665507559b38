import { screen, waitFor } from '@testing-library/react';
import type { SearchBody } from 'contract/envelope';
import {
  CsvExportButton,
  csvCell,
  csvFileName,
  fetchAllPages,
  neutraliseFormula,
  toCsv,
} from 'src/components/csv-export';
import { searchBody } from 'src/mocks/envelope';
import { renderWithProviders } from '../render';

describe('CSV text', () => {
  it('starts with a UTF-8 BOM, uses CRLF and quotes what needs quoting', () => {
    const csv = toCsv(
      ['รหัส', 'ชื่อ'],
      [
        ['10', 'กรุงเทพฯ, "เมืองหลวง"'],
        [1, null],
      ],
    );
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv).toBe('\uFEFFรหัส,ชื่อ\r\n10,"กรุงเทพฯ, ""เมืองหลวง"""\r\n1,\r\n');
  });

  it.each(['=1+1', '+66812345678', '-2+3', '@SUM(A1)', '\tx', '\rx'])(
    'neutralises the formula-like text %j with a leading quote',
    (text) => {
      expect(neutraliseFormula(text)).toBe(`'${text}`);
      expect(csvCell(text).replace(/^"|"$/g, '')).toMatch(/^'/);
    },
  );

  it('leaves ordinary text and real numbers alone', () => {
    expect(csvCell('a-b')).toBe('a-b');
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(true)).toBe('true');
  });

  it('names the file with the date and time', () => {
    expect(csvFileName('provinces', new Date(2026, 10, 21, 9, 5))).toBe('provinces-20261121-0905.csv');
  });
});

describe('fetchAllPages', () => {
  it('asks page after page at the largest size until the last one', async () => {
    const asked: [number, number][] = [];
    const fetchPage = (page: number, size: number): Promise<SearchBody<{ n: number }>> => {
      asked.push([page, size]);
      const rows = Array.from({ length: page < 3 ? size : 50 }, (_, i) => ({ n: (page - 1) * size + i }));
      return Promise.resolve(searchBody(rows, { page, size, totalRecords: 250 }));
    };
    const progress: number[] = [];
    const rows = await fetchAllPages(fetchPage, {
      signal: new AbortController().signal,
      onProgress: (p) => progress.push(p),
    });
    expect(asked).toEqual([
      [1, 100],
      [2, 100],
      [3, 100],
    ]);
    expect(rows).toHaveLength(250);
    expect(progress).toEqual([33, 67, 100]);
  });

  it('pages past an estimated total that is too low, to the first short page', async () => {
    const fetchPage = (page: number, size: number): Promise<SearchBody<{ n: number }>> => {
      const rows = Array.from({ length: page < 3 ? size : 50 }, (_, i) => ({ n: (page - 1) * size + i }));
      return Promise.resolve(searchBody(rows, { page, size, totalRecords: 100, totalExact: false }));
    };
    const progress: number[] = [];
    const rows = await fetchAllPages(fetchPage, {
      signal: new AbortController().signal,
      onProgress: (p) => progress.push(p),
    });
    expect(rows.map((row) => row.n)).toEqual(Array.from({ length: 250 }, (_, i) => i));
    expect(progress).toEqual([99, 99, 100]);
  });
});

describe('CsvExportButton', () => {
  it('downloads every page as one CSV of the given columns', async () => {
    const blobs: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:test';
    });
    // A URL of the test's own (jsdom has no blob URLs): the real one is left as it was.
    vi.stubGlobal('URL', Object.assign(class extends URL {}, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const fetchPage = vi.fn((page: number, size: number) =>
      Promise.resolve(
        searchBody(page === 1 ? [{ code: '10', name: '=HYPERLINK("x")' }] : [{ code: '11', name: 'ปกติ' }], {
          page,
          size,
          totalRecords: 2,
          totalPages: 2,
        }),
      ),
    );
    const { user } = renderWithProviders(
      <CsvExportButton
        fileName="provinces"
        fetchPage={fetchPage}
        columns={[
          { header: 'รหัส', value: (row: { code: string; name: string }) => row.code },
          { header: 'ชื่อ', value: (row: { code: string; name: string }) => row.name },
        ]}
      />,
    );

    await user.click(screen.getByRole('button', { name: 'ส่งออก CSV' }));

    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(fetchPage).toHaveBeenCalledTimes(2);
    const bytes = new Uint8Array(await blobs[0]!.arrayBuffer());
    // The UTF-8 byte-order mark (Blob.text() would strip it while decoding).
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe(
      '\uFEFFรหัส,ชื่อ\r\n10,"\'=HYPERLINK(""x"")"\r\n11,ปกติ\r\n',
    );
    expect(blobs[0]?.type).toBe('text/csv;charset=utf-8');
    click.mockRestore();
    vi.unstubAllGlobals();
  });
});
