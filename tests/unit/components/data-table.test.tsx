import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { failureBody, searchBody } from 'src/mocks/envelope';
import { server } from 'src/mocks/server';
import { csvText } from '../csv-file';
import { catchDownloads } from '../downloads';
import { fastUser, SLOW_TEST } from '../master-data/interact';
import { asPhone } from '../phone';
import { renderWithProviders } from '../render';
import { SEARCH, TableHarness, type Row } from './data-table-harness';

vi.setConfig({ testTimeout: SLOW_TEST.timeout });

const makeRows = (count: number, from = 0): Row[] =>
  Array.from({ length: count }, (_, i) => ({
    code: `C${String(from + i).padStart(3, '0')}`,
    name: `name ${from + i}`,
    note: i % 2 ? '=cmd' : 'plain',
    status: i % 2 ? 'INACTIVE' : 'ACTIVE',
  }));

let bodies: Record<string, unknown>[] = [];

function answerSearch(total: number, fail = false, totalExact = true) {
  server.use(
    http.post(SEARCH, async ({ request }) => {
      const body = (await request.json()) as { page: number; size: number };
      bodies.push(body);
      if (fail) return HttpResponse.json(failureBody('500', 'Unexpected'), { status: 500 });
      const start = (body.page - 1) * body.size;
      const count = Math.max(0, Math.min(body.size, total - start));
      return HttpResponse.json(
        searchBody(makeRows(count, start), {
          page: body.page,
          size: body.size,
          totalRecords: total,
          totalExact,
        }),
      );
    }),
  );
}

/** Holds the search until the answered `release()`, then answers page `page` of `total` rows. */
function holdSearch(total: number, page = 1) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    http.post(SEARCH, async () => {
      await held;
      const start = (page - 1) * 25;
      return HttpResponse.json(
        searchBody(makeRows(Math.min(25, total - start), start), { page, size: 25, totalRecords: total }),
      );
    }),
  );
  return () => release();
}

beforeEach(() => {
  bodies = [];
});

function renderTable(route = '/', props: Parameters<typeof TableHarness>[0] = {}) {
  const result = renderWithProviders(<TableHarness {...props} />, { route });
  return { ...result, user: fastUser() };
}

describe('DataTable', () => {
  it('shows the rows of the page, the total and status labels', async () => {
    answerSearch(60);
    renderTable();
    const grid = await screen.findByRole('grid', { name: 'ผลการค้นหา' });
    await within(grid).findByText('C000');
    expect(screen.getByRole('status')).toHaveTextContent('ทั้งหมด 60 รายการ');
    expect(within(grid).getAllByText('ใช้งาน').length).toBeGreaterThan(0);
    expect(bodies[0]).toEqual({ page: 1, size: 25, sortBy: 'code', sortDir: 'asc' });
  });

  it('says "about" when the total is the server\'s estimate, above the table and in its footer', async () => {
    answerSearch(1200, false, false);
    renderTable();
    const grid = await screen.findByRole('grid', { name: 'ผลการค้นหา' });
    await within(grid).findByText('C000');
    expect(screen.getByRole('status')).toHaveTextContent('ประมาณ 1,200 รายการ');
    expect(screen.getByText('1–25 จากประมาณ 1,200')).toBeInTheDocument();
  });

  it('the next-page button asks for page 2 and writes it to the URL', async () => {
    answerSearch(60);
    const { user, router } = renderTable();
    await screen.findByText('C000');
    await user.click(screen.getByRole('button', { name: 'ไปหน้าถัดไป' }));
    await screen.findByText('C025');
    expect(bodies.at(-1)).toEqual({ page: 2, size: 25, sortBy: 'code', sortDir: 'asc' });
    expect(router.state.location.search).toBe('?page=2');
  });

  it('while the next page loads the grid is busy, and its loading bar stays out of the accessibility tree', async () => {
    answerSearch(60);
    const { user } = renderTable();
    await screen.findByText('C000');
    const release = holdSearch(60, 2);
    await user.click(screen.getByRole('button', { name: 'ไปหน้าถัดไป' }));
    const grid = screen.getByRole('grid', { name: 'ผลการค้นหา' });
    await waitFor(() => expect(grid).toHaveAttribute('aria-busy', 'true'));
    // Only rows may sit inside a grid, and MUI's bar has no name (axe, serious and critical).
    expect(document.querySelector('.MuiLinearProgress-root')).not.toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
    release();
    await screen.findByText('C025');
    await waitFor(() => expect(grid).toHaveAttribute('aria-busy', 'false'));
  });

  it('a new page size starts again at page 1', async () => {
    answerSearch(60);
    const { user, router } = renderTable('/?page=2');
    await screen.findByText('C025');
    // jsdom has no layout: the grid's footer hides the size picker as if it were narrow.
    await user.click(screen.getByRole('combobox', { name: /แถวต่อหน้า/, hidden: true }));
    await user.click(await screen.findByRole('option', { name: '10' }));
    await waitFor(() => expect(bodies.at(-1)).toEqual({ page: 1, size: 10, sortBy: 'code', sortDir: 'asc' }));
    expect(router.state.location.search).toBe('?size=10');
  });

  it('sorts by a column the API can sort by, and not by the others', async () => {
    answerSearch(60);
    const { user, router } = renderTable();
    await screen.findByText('C000');
    const nameHeader = screen.getByRole('columnheader', { name: /Name/ });
    await user.click(within(nameHeader).getByText('Name'));
    await waitFor(() => expect(bodies.at(-1)).toEqual({ page: 1, size: 25, sortBy: 'name', sortDir: 'asc' }));
    expect(router.state.location.search).toBe('?sortBy=name&sortDir=asc');
    await user.click(within(nameHeader).getByText('Name'));
    await waitFor(() =>
      expect(bodies.at(-1)).toEqual({ page: 1, size: 25, sortBy: 'name', sortDir: 'desc' }),
    );

    const before = bodies.length;
    await user.click(within(screen.getByRole('columnheader', { name: /Note/ })).getByText('Note'));
    expect(screen.getByRole('columnheader', { name: /Note/ })).not.toHaveAttribute('aria-sort', 'ascending');
    expect(bodies).toHaveLength(before);
  });

  it('says no data was found', async () => {
    answerSearch(0);
    renderTable();
    expect(await screen.findByText('ไม่พบข้อมูล')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ส่งออก CSV' })).toBeDisabled();
  });

  it('says the search failed and tries again on request', async () => {
    answerSearch(0, true);
    const { user } = renderTable();
    expect(await screen.findByText('โหลดข้อมูลไม่สำเร็จ')).toBeInTheDocument();
    answerSearch(3);
    await user.click(screen.getByRole('button', { name: 'ลองใหม่' }));
    expect(await screen.findByText('C000')).toBeInTheDocument();
  });

  it('exports every page of the current search with the columns shown (not the actions)', async () => {
    answerSearch(130);
    const saved = catchDownloads();
    const { user } = renderTable('/?name=n&sortBy=name&sortDir=desc');
    await screen.findByText('C000');

    await user.click(screen.getByRole('button', { name: 'ส่งออก CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(bodies.slice(1)).toEqual([
      { name: 'n', page: 1, size: 100, sortBy: 'name', sortDir: 'desc' },
      { name: 'n', page: 2, size: 100, sortBy: 'name', sortDir: 'desc' },
    ]);
    const lines = (await csvText(saved[0]!.blob)).split('\r\n');
    expect(lines[0]).toBe('Code,Name,Note,Status');
    expect(lines[1]).toBe('C000,name 0,note:plain,ใช้งาน');
    expect(lines[2]).toBe('C001,name 1,note:=cmd,ไม่ใช้งาน');
    expect(lines).toHaveLength(132);
  });

  describe('below sm (a phone)', () => {
    beforeEach(asPhone);
    afterEach(() => vi.unstubAllGlobals());

    it('shows each row as a card: its title, labelled values, status and buttons; no grid', async () => {
      answerSearch(60);
      const onView = vi.fn();
      const onDelete = vi.fn();
      const { user } = renderTable('/', { onView, onDelete });
      const list = await screen.findByRole('list', { name: 'ผลการค้นหา' });
      const cards = within(list).getAllByRole('listitem');
      expect(cards).toHaveLength(25);
      expect(screen.queryByRole('grid')).not.toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent('ทั้งหมด 60 รายการ');

      const first = cards[0]!;
      expect(within(first).getByRole('heading', { level: 3 })).toHaveTextContent('C000');
      const terms = within(first)
        .getAllByRole('term')
        .map((term) => term.textContent);
      expect(terms).toEqual(['Name', 'Note', 'Status']);
      const values = within(first)
        .getAllByRole('definition')
        .map((value) => value.textContent);
      expect(values).toEqual(['name 0', 'plain', 'ใช้งาน']);
      expect(within(cards[1]!).getByText('ไม่ใช้งาน')).toBeInTheDocument();

      await user.click(within(first).getByRole('button', { name: 'ดู C000' }));
      expect(onView).toHaveBeenCalledWith(expect.objectContaining({ code: 'C000' }));
      await user.click(within(cards[1]!).getByRole('button', { name: 'ลบ C001' }));
      expect(onDelete).toHaveBeenCalledWith(expect.objectContaining({ code: 'C001' }));
    });

    it('pages like the grid: next page, and a new page size from page 1', async () => {
      answerSearch(60);
      const { user, router } = renderTable();
      await screen.findByRole('heading', { name: 'C000' });
      expect(screen.getByText('1–25 จาก 60')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'ไปหน้าถัดไป' }));
      expect(await screen.findByRole('heading', { name: 'C025' })).toBeInTheDocument();
      expect(bodies.at(-1)).toEqual({ page: 2, size: 25, sortBy: 'code', sortDir: 'asc' });
      expect(router.state.location.search).toBe('?page=2');

      await user.click(screen.getByRole('combobox', { name: /แถวต่อหน้า/ }));
      await user.click(await screen.findByRole('option', { name: '10' }));
      await waitFor(() =>
        expect(bodies.at(-1)).toEqual({ page: 1, size: 10, sortBy: 'code', sortDir: 'asc' }),
      );
      expect(router.state.location.search).toBe('?size=10');
    });

    it('says no data was found, and that the search failed with a retry', async () => {
      answerSearch(0);
      const first = renderTable();
      expect(await screen.findByText('ไม่พบข้อมูล')).toBeInTheDocument();
      first.unmount();

      answerSearch(0, true);
      const { user } = renderTable();
      expect(await screen.findByText('โหลดข้อมูลไม่สำเร็จ')).toBeInTheDocument();
      answerSearch(3);
      await user.click(screen.getByRole('button', { name: 'ลองใหม่' }));
      expect(await screen.findByRole('heading', { name: 'C000' })).toBeInTheDocument();
    });
  });

  describe('opening a record (issue 32)', () => {
    afterEach(() => vi.unstubAllGlobals());

    it('a row click and Enter on a focused cell open the record; the row buttons do only their own job', async () => {
      answerSearch(3);
      const onView = vi.fn<(row: Row) => void>();
      const onDelete = vi.fn<(row: Row) => void>();
      const { user } = renderTable('/', { onView, onDelete });
      await user.click(await screen.findByText('name 1'));
      expect(onView).toHaveBeenLastCalledWith(expect.objectContaining({ code: 'C001' }));

      await user.keyboard('{ArrowDown}{Enter}');
      await waitFor(() => expect(onView).toHaveBeenLastCalledWith(expect.objectContaining({ code: 'C002' })));
      expect(onView).toHaveBeenCalledTimes(2);

      await user.click(screen.getByRole('button', { name: 'ลบ C000' }));
      expect(onDelete).toHaveBeenCalledWith(expect.objectContaining({ code: 'C000' }));
      expect(onView).toHaveBeenCalledTimes(2);
    });

    it('before the first answer the footer claims no rows ("1–25 of 25" over a skeleton)', async () => {
      const release = holdSearch(60);
      renderTable();
      const grid = await screen.findByRole('grid', { name: 'ผลการค้นหา' });
      await waitFor(() => expect(grid).toHaveAttribute('aria-busy', 'true'));
      expect(document.body).not.toHaveTextContent(/1–25/);
      release();
      await screen.findByText('C000');
      expect(document.body).toHaveTextContent('1–25 จาก 60');
    });

    it('on a phone a tap on a card opens it, and the footer waits for the first answer too', async () => {
      asPhone();
      const release = holdSearch(2);
      const onView = vi.fn<(row: Row) => void>();
      const { user } = renderTable('/', { onView });
      await waitFor(() => expect(document.querySelector('.MuiTablePagination-root')).not.toBeNull());
      expect(document.body).not.toHaveTextContent(/1–25/);
      release();
      await user.click(await screen.findByText('name 1'));
      expect(onView).toHaveBeenCalledWith(expect.objectContaining({ code: 'C001' }));
    });
  });
});
