// The corrections on a document's page (docs/corrections.md): the buttons that open a credit
// note, debit note or cancellation of an issued tax invoice for a user whose menus hold direct
// entry, the notes that reference it, and a cancelled document marked as such, with no button.
import { screen, within } from '@testing-library/react';
import type { MenuItem } from 'contract/menus';
import { signIn } from '../guards/back-office-app';
import { SLOW_TEST } from '../master-data/interact';
import { DASHBOARD_MENU, serveMenus } from '../nav/menu-fixtures';
import { documentDetail } from './document-msw';
import { renderPage } from './document-page-render';

vi.setConfig({ testTimeout: SLOW_TEST.timeout });

const menu = (menuCode: string, path: string, seq: number): MenuItem => ({
  menuCode,
  labelTh: menuCode,
  labelEn: menuCode,
  path,
  icon: 'ri:file-line',
  seq,
});
const DOCUMENT_MENU = menu('DOCUMENT', '/document', 20);
const DIRECT_ENTRY_MENU = menu('DIRECT_ENTRY', '/direct-entry', 30);

const CREDIT_NOTE = {
  documentId: 9,
  documentType: '81',
  documentNo: 'CN-0001',
  issueDate: '2026-11-25',
  totalAmount: '214.00',
  status: 'GENERATED',
} as const;

describe('Corrections on the document page', () => {
  it('offers a credit note, a debit note and a cancellation of an issued invoice, and lists its notes', async () => {
    signIn();
    serveMenus([DASHBOARD_MENU, DOCUMENT_MENU, DIRECT_ENTRY_MENU]);
    renderPage(documentDetail({ corrections: [CREDIT_NOTE] }));
    expect(await screen.findByRole('link', { name: 'ออกใบลดหนี้' })).toHaveAttribute(
      'href',
      '/direct-entry/correction/5/81',
    );
    expect(screen.getByRole('link', { name: 'ออกใบเพิ่มหนี้' })).toHaveAttribute(
      'href',
      '/direct-entry/correction/5/80',
    );
    expect(screen.getByRole('link', { name: 'ยกเลิกเอกสาร' })).toHaveAttribute(
      'href',
      '/direct-entry/correction/5/T07',
    );
    const list = screen.getByRole('table', { name: 'ใบเพิ่มหนี้ ใบลดหนี้ และการยกเลิก' });
    const row = within(list).getByRole('row', { name: /CN-0001/ });
    expect(row).toHaveTextContent('ใบลดหนี้');
    expect(row).toHaveTextContent('214.00');
    expect(within(row).getByRole('link', { name: 'CN-0001' })).toHaveAttribute('href', '/document/9');
    expect(screen.queryByText('ยกเลิกแล้ว')).not.toBeInTheDocument();
  });

  it('offers nothing to a user whose menus lack direct entry (ACCOUNTING)', async () => {
    signIn();
    serveMenus([DASHBOARD_MENU, DOCUMENT_MENU]);
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'เอกสารเลขที่ INV-0001' })).toBeInTheDocument();
    expect(await screen.findByText('ยังไม่มีเอกสารที่อ้างอิงเอกสารนี้')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'ออกใบลดหนี้' })).not.toBeInTheDocument();
  });

  it('marks a cancelled document and offers no correction of it', async () => {
    signIn();
    serveMenus([DASHBOARD_MENU, DOCUMENT_MENU, DIRECT_ENTRY_MENU]);
    renderPage(
      documentDetail({
        cancelled: true,
        corrections: [{ ...CREDIT_NOTE, documentId: 10, documentType: 'T07', documentNo: 'CX-0001' }],
      }),
    );
    expect(await screen.findByText('เอกสารนี้ถูกยกเลิกแล้วโดยใบแจ้งยกเลิก')).toBeInTheDocument();
    expect(screen.getByText('ยกเลิกแล้ว')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /CX-0001/ })).toHaveTextContent('สร้างแล้ว');
    expect(screen.queryByRole('link', { name: 'ออกใบลดหนี้' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'ยกเลิกเอกสาร' })).not.toBeInTheDocument();
  });
});
