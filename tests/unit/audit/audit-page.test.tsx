import { screen, waitFor, within } from '@testing-library/react';
import type { AuditDetail, AuditRow, SearchAuditRequest } from 'contract/audit';
import { DatePickerProvider } from 'src/app/date-provider';
import AuditPage from 'src/features/audit/routes/audit-page';
import { i18n } from 'src/lib/i18n';
import { answerPost, ok, rows } from '../msw-answer';
import { SLOW_TEST } from '../master-data/interact';
import { renderWithProviders } from '../render';

vi.setConfig({ testTimeout: SLOW_TEST.timeout });

const AUDIT = '/api/app/auditController';

function auditRow(overrides: Partial<AuditRow> = {}): AuditRow {
  return {
    id: 41,
    occurredAt: '2026-11-20T10:15:00.000+07:00',
    actor: 'admin',
    actorRole: 'ADMIN',
    action: 'UPDATE',
    entity: 'customer',
    entityId: 'C000001',
    customerCode: 'C000001',
    customerName: 'บริษัท ตัวอย่าง จำกัด',
    ip: '10.0.0.7',
    ...overrides,
  };
}

const entry: AuditDetail = {
  ...auditRow(),
  requestId: 'req-7',
  before: {
    customerName: 'บริษัท เดิม จำกัด',
    customerStatus: 'ACTIVE',
    address: { provinceCode: '10', road: 'สุขุมวิท' },
    documentTypes: ['388'],
    version: 1,
  },
  after: {
    customerName: 'บริษัท ตัวอย่าง จำกัด',
    customerStatus: 'ACTIVE',
    address: { provinceCode: '50', road: 'สุขุมวิท' },
    documentTypes: ['388', 'T02'],
    version: 2,
  },
};

function renderPage() {
  answerPost('/api/app/customerController/listCustomerByStatus', () =>
    ok([{ customerCode: 'C000001', customerName: 'บริษัท ตัวอย่าง จำกัด' }]),
  );
  const search = answerPost<SearchAuditRequest>(`${AUDIT}/search`, () =>
    rows([
      auditRow(),
      auditRow({
        id: 40,
        action: 'SIGN_IN',
        entity: 'admin_user',
        entityId: 'ADM0001',
        customerCode: null,
        customerName: null,
      }),
    ]),
  );
  const read = answerPost<{ id: number }>(`${AUDIT}/getById`, () => ok(entry));
  const page = (
    <DatePickerProvider>
      <AuditPage />
    </DatePickerProvider>
  );
  return { ...renderWithProviders(page, { route: '/audit' }), search, read };
}

/** The comparison table's rows as [field, before, after], the changed ones marked. */
function comparison(dialog: HTMLElement) {
  const table = within(dialog).getByRole('table');
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => {
      const [field, before, after] = [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);
      return `${row.hasAttribute('data-changed') ? '*' : ' '} ${field} | ${before} | ${after}`;
    });
}

describe('Audit log', () => {
  it('lists the newest entries first, in words, with the customer they concern', async () => {
    const { search } = renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'ประวัติการใช้งาน' })).toBeInTheDocument();
    const grid = await screen.findByRole('grid', { name: 'ผลการค้นหา' });
    const first = (await within(grid).findByText('แก้ไขข้อมูล')).closest('[role="row"]')!;
    expect(first).toHaveTextContent('ลูกค้า C000001');
    expect(first).toHaveTextContent('C000001 บริษัท ตัวอย่าง จำกัด');
    expect(first).toHaveTextContent('admin · ผู้ดูแลระบบ');
    // Buddhist-era year in Thai (the time follows the browser's zone).
    expect(first).toHaveTextContent('20 พ.ย. 2569');
    expect(within(grid).getByText('เข้าสู่ระบบ')).toBeInTheDocument();
    expect(search.bodies[0]).toEqual({ page: 1, size: 25, sortBy: 'occurredAt', sortDir: 'desc' });
    // Read only: no add, edit or delete anywhere.
    expect(screen.queryByRole('button', { name: /^เพิ่ม/ })).not.toBeInTheDocument();
    expect(within(grid).queryByRole('button', { name: /^(แก้ไข|ลบ) / })).not.toBeInTheDocument();
  });

  it('shows an entry’s values side by side, the changed fields marked, from the keyboard', async () => {
    const { user, read } = renderPage();
    const grid = await screen.findByRole('grid', { name: 'ผลการค้นหา' });
    const view = await within(grid).findByRole('button', { name: /^ดู แก้ไขข้อมูล ลูกค้า C000001/ });
    view.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'รายละเอียดการใช้งาน' });
    expect(read.bodies).toEqual([{ id: 41 }]);
    await within(dialog).findByRole('table', { name: 'ค่าก่อนและหลัง (เปลี่ยน 4 รายการ)' });
    expect(comparison(dialog)).toEqual([
      '* ชื่อลูกค้า(เปลี่ยนแปลง) | บริษัท เดิม จำกัด | บริษัท ตัวอย่าง จำกัด',
      '  สถานะลูกค้า | ACTIVE | ACTIVE',
      '* ที่อยู่ › รหัสจังหวัด(เปลี่ยนแปลง) | 10 | 50',
      '  ที่อยู่ › ถนน | สุขุมวิท | สุขุมวิท',
      '* ประเภทเอกสาร(เปลี่ยนแปลง) | 388 | 388, T02',
      '* เวอร์ชัน(เปลี่ยนแปลง) | 1 | 2',
    ]);
    expect(dialog).toHaveTextContent('req-7');

    // The switch narrows the table to the changed fields.
    await user.click(within(dialog).getByRole('switch', { name: 'แสดงเฉพาะที่เปลี่ยน' }));
    expect(comparison(dialog)).toHaveLength(4);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('reads in English after a switch of language', async () => {
    const { user } = renderPage();
    await i18n.changeLanguage('en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Audit log' })).toBeInTheDocument();
    const grid = await screen.findByRole('grid', { name: /results/i });
    expect(await within(grid).findByText('Updated')).toBeInTheDocument();
    await user.click(within(grid).getByRole('button', { name: /^View Updated Customer C000001/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Audit entry' });
    await within(dialog).findByRole('table', { name: 'Before and after (4 changes)' });
    expect(comparison(dialog)[0]).toBe('* Customer name(changed) | บริษัท เดิม จำกัด | บริษัท ตัวอย่าง จำกัด');
  });
});
