// Releasing documents held for release (docs/documents.md "Held for release"): the button on a
// held document's page and "Release all" on its import's page, for those the server lets release.
import { screen, waitFor, within } from '@testing-library/react';
import type { SearchDocumentRequest } from 'contract/document';
import { ImportPage } from 'src/features/import/routes/import-page';
import { clearSession } from 'src/lib/session';
import { signInDemoCustomerUser } from '../lib/make-session';
import { fastUser, SLOW_TEST } from '../master-data/interact';
import { answerPost, ok, rows } from '../msw-answer';
import { renderWithProviders } from '../render';
import { DOCUMENT, documentDetail, documentRow } from '../document/document-msw';
import { factOf, renderPage as renderDocumentPage } from '../document/document-page-render';
import { answerTemplate, importDetail, UPLOAD } from '../import/import-msw';

vi.setConfig({ testTimeout: SLOW_TEST.timeout });
afterEach(() => clearSession());

const signInAs = signInDemoCustomerUser;

const held = documentDetail({ emailStatus: 'READY_TO_SEND', smsStatus: 'NOT_REQUESTED', deliveries: [] });

describe('A held document', () => {
  it('says "ready to send", and its accounting user releases it after asking; the page reads it again', async () => {
    signInAs('ACCOUNTING');
    const release = answerPost(`${DOCUMENT}/releaseDocument`, () => ok({ released: 1 }));
    const { user, get } = renderDocumentPage(held);
    const button = await screen.findByRole('button', { name: 'ปล่อยส่งถึงผู้ซื้อ' });
    const details = screen.getByRole('region', { name: 'รายละเอียดเอกสาร' });
    expect(factOf(details, 'สถานะอีเมล')).toHaveTextContent('รอปล่อยส่ง');

    await user.click(button);
    const prompt = await screen.findByRole('alertdialog');
    expect(prompt).toHaveTextContent('ส่งเอกสารเลขที่ INV-0001 ถึงผู้ซื้อทางอีเมล/SMS ตอนนี้หรือไม่');
    await user.click(within(prompt).getByRole('button', { name: 'ยืนยัน' }));
    await waitFor(() => expect(release.bodies).toEqual([{ documentId: 5 }]));
    await waitFor(() => expect(get.bodies).toHaveLength(2));
  });

  it('offers a USER no release (the server answers 403)', async () => {
    signInAs('USER');
    renderDocumentPage(held);
    expect(await screen.findByRole('button', { name: 'ส่งอีเมลอีกครั้ง' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'ปล่อยส่งถึงผู้ซื้อ' })).not.toBeInTheDocument();
  });

  it('offers no release of a document that is not held', async () => {
    signInAs('CUSTOMER_ADMIN');
    renderDocumentPage(documentDetail({ emailStatus: 'SENT' }));
    expect(await screen.findByRole('button', { name: 'ส่งอีเมลอีกครั้ง' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'ปล่อยส่งถึงผู้ซื้อ' })).not.toBeInTheDocument();
  });
});

function renderImport(waiting: number[]) {
  answerPost(`${UPLOAD}/getCustomerFileUploadById`, () => ok(importDetail({ status: 'COMPLETED' })));
  answerPost(`${UPLOAD}/searchCustomerFileUploadTempData`, () => rows([]));
  answerTemplate();
  // How many wait: the first answer, then the next ones.
  const counts = answerPost<SearchDocumentRequest>(`${DOCUMENT}/search`, (_body, call) => {
    const total = waiting[Math.min(call, waiting.length - 1)]!;
    return rows(total ? [documentRow({ emailStatus: 'READY_TO_SEND' })] : [], total, 1);
  });
  renderWithProviders(<ImportPage uploadType="ETAX" />, {
    routes: [{ path: '/import/etax/:uploadId', element: <ImportPage uploadType="ETAX" /> }],
    route: '/import/etax/12',
  });
  return { user: fastUser(), counts };
}

describe("An import's held documents", () => {
  it('says how many wait, and the customer admin releases them all at once', async () => {
    signInAs('CUSTOMER_ADMIN');
    const release = answerPost(`${DOCUMENT}/releaseUpload`, () => ok({ released: 2 }));
    const { user, counts } = renderImport([2, 0]);
    const notice = await screen.findByText('เอกสาร 2 ฉบับของรายการนำเข้านี้รอปล่อยส่งถึงผู้ซื้อ');
    expect(counts.bodies[0]).toMatchObject({ uploadId: 12, deliveryStatus: 'READY_TO_SEND' });

    await user.click(screen.getByRole('button', { name: 'ปล่อยส่งทั้งหมด' }));
    const prompt = await screen.findByRole('alertdialog');
    expect(prompt).toHaveTextContent('ส่งเอกสาร 2 ฉบับที่รอปล่อยส่งถึงผู้ซื้อทางอีเมล/SMS ตอนนี้หรือไม่');
    await user.click(within(prompt).getByRole('button', { name: 'ยืนยัน' }));
    await waitFor(() => expect(release.bodies).toEqual([{ uploadId: 12 }]));
    await waitFor(() => expect(notice).not.toBeInTheDocument());
  });

  it('tells a USER they wait, without the button', async () => {
    signInAs('USER');
    renderImport([3]);
    expect(await screen.findByText('เอกสาร 3 ฉบับของรายการนำเข้านี้รอปล่อยส่งถึงผู้ซื้อ')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'ปล่อยส่งทั้งหมด' })).not.toBeInTheDocument();
  });
});
