import { act, screen, waitFor, within } from '@testing-library/react';
import type { DashboardSummary } from 'contract/dashboard';
import { DASHBOARD_PREFIX } from 'contract/dashboard-constants';
import { bangkokToday } from 'src/lib/bangkok-date';
import { i18n } from 'src/lib/i18n';
import { emptyDashboardSummary } from 'src/mocks/dashboard';
import { LAZY, renderBackOffice, signIn } from '../guards/back-office-app';
import { answerPost, failure, ok } from '../msw-answer';
import { serveMenus } from '../nav/menu-fixtures';

// The dashboard's figures from an MSW summary: each figure and each chart's table cell is a link
// to the list with the same criteria; the period is asked for and kept in the URL; the empty,
// failed and customer-user cases.

const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, options);

/** Figures of November 2026 (this month) and October, over the twelve months to 26 Nov 2026. */
function summaryWithFigures(): DashboardSummary {
  const summary = emptyDashboardSummary();
  const months = summary.documents.months;
  const november = months[11]!;
  const october = months[10]!;
  // Only November has these: the twelve months' totals hold them as November's do.
  const invoices = { documentType: 'T02', count: 2, value: '1734.50', vat: '121.42' };
  const creditNotes = { documentType: '81', count: 1, value: '500.00', vat: '35.00' };
  Object.assign(october, {
    issued: 6,
    issuedValue: '6000.00',
    issuedVat: '420.00',
    byType: [{ documentType: '388', count: 6, value: '6000.00', vat: '420.00' }],
  });
  Object.assign(november, {
    dateTo: '2026-11-26',
    issued: 6,
    issuedValue: '4234.50',
    issuedVat: '296.42',
    failed: 1,
    byType: [{ documentType: '388', count: 3, value: '3000.00', vat: '210.00' }, invoices, creditNotes],
  });
  return {
    ...summary,
    dateTo: '2026-11-26',
    today: '2026-11-26',
    documents: {
      issued: 12,
      issuedValue: '10234.50',
      issuedVat: '716.42',
      failed: 1,
      byType: [{ documentType: '388', count: 9, value: '9000.00', vat: '630.00' }, invoices, creditNotes],
      months,
      thisMonth: { ...november, dateTo: '2026-11-30' },
    },
    imports: summary.imports.map((row) =>
      row.uploadType === 'ETAX' && row.status === 'READY' ? { ...row, count: 3 } : row,
    ),
    deliveryFailures: { documents: 4, email: 3, sms: 2 },
    tickets: summary.tickets.map((row) =>
      row.priority === 'HIGH' && row.status === 'OPEN' ? { ...row, count: 2 } : row,
    ),
    documentTypes: [
      { documentType: '388', nameTh: 'ใบกำกับภาษี', nameEn: 'Tax invoice' },
      { documentType: '81', nameTh: 'ใบลดหนี้', nameEn: 'Credit note' },
      { documentType: 'T02', nameTh: 'ใบแจ้งหนี้/ใบกำกับภาษี', nameEn: 'Invoice/Tax invoice' },
    ],
    customers: [
      { status: 'ACTIVE', count: 12 },
      { status: 'INACTIVE', count: 1 },
    ],
  };
}

function serveSummary(summary: DashboardSummary | (() => DashboardSummary)) {
  return answerPost(`${DASHBOARD_PREFIX}/summary`, () =>
    ok(typeof summary === 'function' ? summary() : summary),
  );
}

const linkTo = (name: string | RegExp) => screen.getByRole('link', { name });

type User = ReturnType<typeof renderBackOffice>['user'];

/** Opens the table of the chart in `section` (once the chart's chunk has come) and answers it. */
async function chartTable(user: User, section: HTMLElement) {
  const area = within(section);
  await user.click(await area.findByRole('button', { name: t('dashboard:chart.showTable') }, LAZY));
  // The documents' section also holds the months' money table: the chart's is the other one.
  const money = t('dashboard:documents.moneyPerMonth');
  return within(area.getByRole('table', { name: (name) => name !== money }));
}

/** Each link named as a key of `links` leads to its value. */
function expectLinks(table: ReturnType<typeof within>, links: Record<string, string>) {
  for (const [name, href] of Object.entries(links))
    expect(table.getByRole('link', { name })).toHaveAttribute('href', href);
}

describe('dashboard figures', { timeout: 20_000 }, () => {
  beforeEach(() => {
    signIn();
    serveMenus();
  });

  it('shows each figure as a link to the list with the same criteria', async () => {
    serveSummary(summaryWithFigures());
    renderBackOffice('/');
    const thisMonth = await screen.findByRole('link', { name: /เอกสารที่ออกเดือนนี้/ }, LAZY);
    // Thai months show the Buddhist-era year.
    expect(thisMonth).toHaveTextContent('6');
    expect(thisMonth).toHaveTextContent('พฤศจิกายน 2569');
    expect(thisMonth).toHaveAttribute(
      'href',
      '/document?status=GENERATED&issueDateFrom=2026-11-01&issueDateTo=2026-11-30',
    );
    expect(linkTo(/เอกสารที่ออกในช่วงที่เลือก/)).toHaveAttribute(
      'href',
      '/document?status=GENERATED&issueDateFrom=2025-12-01&issueDateTo=2026-11-26',
    );
    expect(linkTo(/เอกสารที่สร้างไม่สำเร็จ/)).toHaveAttribute(
      'href',
      '/document?status=FAILED&issueDateFrom=2025-12-01&issueDateTo=2026-11-26',
    );
    const delivery = linkTo(/เอกสารที่ส่งไม่สำเร็จ/);
    expect(delivery).toHaveTextContent('4');
    expect(delivery).toHaveTextContent('อีเมล 3 · SMS 2');
    expect(delivery).toHaveAttribute('href', '/document?deliveryStatus=FAILED');
    expect(await screen.findByRole('link', { name: 'ใบแจ้งหนี้/ใบกำกับภาษี: 2 ฉบับ' })).toHaveAttribute(
      'href',
      '/document?documentType=T02&status=GENERATED&issueDateFrom=2026-11-01&issueDateTo=2026-11-30',
    );
    expect(linkTo(/ลูกค้าที่ใช้งาน/)).toHaveTextContent('12');
    expect(linkTo(/ลูกค้าที่ใช้งาน/)).toHaveAttribute('href', '/customer?customerStatus=ACTIVE');
    expect(linkTo(/ลูกค้าที่ไม่ใช้งาน/)).toHaveAttribute('href', '/customer?customerStatus=INACTIVE');
  });

  it('shows the documents’ money beside their counts: this month, the period, each type and each month', async () => {
    serveSummary(summaryWithFigures());
    renderBackOffice('/');
    const thisMonth = await screen.findByRole('link', { name: /เอกสารที่ออกเดือนนี้/ }, LAZY);
    expect(thisMonth).toHaveTextContent('มูลค่า 4,234.50 บาท · ภาษีมูลค่าเพิ่ม 296.42 บาท');
    expect(linkTo(/เอกสารที่ออกในช่วงที่เลือก/)).toHaveTextContent('มูลค่า 10,234.50 บาท · ภาษีมูลค่าเพิ่ม 716.42 บาท');
    expect(screen.getByText('มูลค่า 1,734.50 · ภาษี 121.42', { exact: false })).toBeInTheDocument();
    // The money table is a lazy chunk of its own, like the charts.
    const money = await screen.findByRole('table', { name: 'มูลค่าและภาษีมูลค่าเพิ่มรายเดือน (บาท)' }, LAZY);
    const october = within(money).getByRole('row', { name: /ตุลาคม 2569/ });
    expect(
      within(october)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['6', '6,000.00', '420.00']);
  });

  it('gives every chart a table of links, for screen readers and keyboards', async () => {
    serveSummary(summaryWithFigures());
    const { user } = renderBackOffice('/');
    const documents = await screen.findByRole('region', { name: t('dashboard:documents.title') }, LAZY);
    // The chart is one labelled picture; its figures are in the table.
    expect(
      await within(documents).findByRole('img', { name: /เอกสารที่ออกรายเดือน แยกตามประเภท/ }, LAZY),
    ).toBeInTheDocument();
    const months = await chartTable(user, documents);
    expect(months.getAllByRole('row')).toHaveLength(13);
    expectLinks(months, {
      'พฤศจิกายน 2569, ใบกำกับภาษี: 3':
        '/document?documentType=388&status=GENERATED&issueDateFrom=2026-11-01&issueDateTo=2026-11-26',
      'ตุลาคม 2569, ใบกำกับภาษี: 6':
        '/document?documentType=388&status=GENERATED&issueDateFrom=2026-10-01&issueDateTo=2026-10-31',
    });
    const chartOf = (title: string) => chartTable(user, screen.getByRole('region', { name: t(title) }));
    expectLinks(await chartOf('dashboard:imports.title'), {
      'รอส่งข้อมูล, E-TAX: 3': '/import/etax?status=READY',
      'รอฝ่ายบัญชีอนุมัติ, E-DOCUMENT: 0': '/import/edoc?status=USER_SUBMITTED',
    });
    expectLinks(await chartOf('dashboard:tickets.title'), {
      'สูง, เปิด: 2': '/ticket?priority=HIGH&status=OPEN',
    });
  });

  it('asks for the chosen period and keeps it in the address', async () => {
    const calls = serveSummary(emptyDashboardSummary());
    const { user, router } = renderBackOffice('/');
    const lastYear = await screen.findByRole('button', { name: t('dashboard:period.lastYear') }, LAZY);
    expect(calls.bodies[0]).toEqual({});
    await user.click(lastYear);
    const year = Number(bangkokToday().slice(0, 4)) - 1;
    await waitFor(() => expect(calls.last()).toEqual({ dateFrom: `${year}-01-01`, dateTo: `${year}-12-31` }));
    expect(router.state.location.search).toBe('?period=lastYear');
    expect(lastYear).toHaveAttribute('aria-pressed', 'true');
  });

  it('says there is nothing yet when nothing is counted, and draws no chart', async () => {
    renderBackOffice('/');
    expect(await screen.findByText(t('dashboard:noDataYet'), undefined, LAZY)).toBeInTheDocument();
    expect(screen.getByText(t('dashboard:documents.none'))).toBeInTheDocument();
    expect(screen.getByText(t('dashboard:imports.none'))).toBeInTheDocument();
    expect(screen.getByText(t('dashboard:tickets.none'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t('dashboard:chart.showTable') })).not.toBeInTheDocument();
  });

  it('shows a customer user no customers', async () => {
    serveSummary({ ...emptyDashboardSummary(), customers: null });
    renderBackOffice('/');
    await screen.findByRole('region', { name: t('dashboard:documents.title') }, LAZY);
    expect(screen.queryByRole('region', { name: t('dashboard:customers.title') })).not.toBeInTheDocument();
  });

  it('offers to try again when the figures cannot be loaded', async () => {
    let fail = true;
    answerPost(`${DASHBOARD_PREFIX}/summary`, () => (fail ? failure(500, []) : ok(emptyDashboardSummary())));
    const { user } = renderBackOffice('/');
    const retry = await screen.findByRole('button', { name: t('dashboard:retry') }, LAZY);
    expect(screen.getByText(t('dashboard:loadFailed'))).toBeInTheDocument();
    fail = false;
    await user.click(retry);
    expect(await screen.findByText(t('dashboard:noDataYet'))).toBeInTheDocument();
  });

  it('speaks English with Gregorian months', async () => {
    serveSummary(summaryWithFigures());
    renderBackOffice('/');
    await screen.findByRole('link', { name: /เอกสารที่ออกเดือนนี้/ }, LAZY);
    await screen.findByRole('img', { name: /เอกสารที่ออกรายเดือน/ }, LAZY);
    // The chart redraws its axes in English as part of the switch.
    await act(() => i18n.changeLanguage('en'));
    const thisMonth = await screen.findByRole('link', { name: /Documents issued this month/ });
    expect(thisMonth).toHaveTextContent('November 2026');
    expect(await screen.findByRole('link', { name: 'Invoice/Tax invoice: 2' })).toBeInTheDocument();
  });
});
