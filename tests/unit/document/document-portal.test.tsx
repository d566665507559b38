import { screen, waitFor, within } from '@testing-library/react';
import type { SearchDocumentRequest } from 'contract/document';
import { DatePickerProvider } from 'src/app/date-provider';
import type * as EnvModule from 'src/config/env';
import DocumentSearchPage from 'src/features/document/routes/document-search-page';
import { answerPost, rows } from '../msw-answer';
import { fastUser, fill, SLOW_TEST } from '../master-data/interact';
import { renderWithProviders } from '../render';
import { answerListboxes, DOCUMENT, documentRow } from './document-msw';

// The customer portal's build: the same screen, without the customer to choose or show (the
// server narrows everything to the signed-in user's customer).
vi.mock('src/config/env', async (importOriginal) => {
  const actual = await importOriginal<typeof EnvModule>();
  return { ...actual, env: { ...actual.env, module: 'customer' } };
});

vi.setConfig({ testTimeout: SLOW_TEST.timeout });

describe('The document search in the customer portal', () => {
  it('has no customer field or column, and sends no customer', async () => {
    answerListboxes();
    const search = answerPost<SearchDocumentRequest>(`${DOCUMENT}/search`, () => rows([documentRow()]));
    renderWithProviders(
      <DatePickerProvider>
        <DocumentSearchPage />
      </DatePickerProvider>,
      { route: '/document', module: 'customer' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'ค้นหาเอกสาร' })).toBeInTheDocument();
    const grid = await screen.findByRole('grid', { name: 'ผลการค้นหา' });
    await within(grid).findByRole('link', { name: 'INV-0001' });
    const card = screen.getByRole('search');
    expect(within(card).queryByRole('combobox', { name: 'ลูกค้า' })).not.toBeInTheDocument();
    expect(within(card).getByRole('combobox', { name: 'ประเภทเอกสาร' })).toBeInTheDocument();
    expect(within(grid).queryByRole('columnheader', { name: 'ลูกค้า' })).not.toBeInTheDocument();
    expect(within(grid).queryByText('C000001 บริษัท ตัวอย่าง จำกัด')).not.toBeInTheDocument();

    const user = fastUser();
    await fill(user, within(card).getByRole('textbox', { name: 'ชื่อผู้ซื้อ' }), 'ผู้ซื้อ');
    await user.click(within(card).getByRole('button', { name: 'ค้นหา' }));
    await waitFor(() => expect(search.bodies).toHaveLength(2));
    expect(search.bodies[1]).toEqual({
      buyerName: 'ผู้ซื้อ',
      page: 1,
      size: 25,
      sortBy: 'issueDate',
      sortDir: 'desc',
    });
  });
});
