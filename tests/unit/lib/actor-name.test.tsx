import { act, screen, within } from '@testing-library/react';
import { DeliveryHistory } from 'src/features/document/components/document-page/delivery-history';
import { ImportHistory } from 'src/features/import/components/import-page/import-history';
import { i18n } from 'src/lib/i18n';
import { renderWithProviders } from '../render';

// Issue 32 item 5: history shows people and steps, never the ids the server records for work no
// person asked for (`job:document-generation`, `seed:demo`, `system`).

const step = {
  status: 'COMPLETED' as const,
  actionRole: 'SYSTEM',
  actionDtm: '2026-11-20T09:05:00.000+07:00',
  remark: null,
};
const importHistory = [
  { ...step, action: 'UPLOAD', actionBy: 'demo.user', actionRole: 'USER' },
  { ...step, action: 'GENERATE_COMPLETED', actionBy: 'job:document-generation' },
  { ...step, action: 'UPLOAD', actionBy: 'seed:demo' },
] as const;
const send = {
  channel: 'EMAIL',
  recipient: 'b***r@example.com',
  resend: false,
  status: 'SENT',
  requestedDtm: '2026-11-20T09:05:00.000+07:00',
  sentDtm: null,
} as const;
const sends = ['job:document-generation', 'system', 'job:a-type-added-later'].map((requestedBy) => ({
  ...send,
  requestedBy,
}));

afterEach(() => act(() => i18n.changeLanguage('th')));

it('names the system steps of an import in Thai and English, people by their name and role', async () => {
  renderWithProviders(<ImportHistory history={importHistory} />);
  const list = screen.getByRole('list', { name: 'ประวัติการดำเนินการ' });
  expect(within(list).getByText(/^โดย demo\.user \(ผู้ใช้งาน\) เมื่อ/)).toBeInTheDocument();
  expect(within(list).getByText(/^โดย ระบบ \(สร้างเอกสารอัตโนมัติ\) เมื่อ/)).toBeInTheDocument();
  expect(within(list).getByText(/^โดย ระบบ \(ข้อมูลตัวอย่าง\) เมื่อ/)).toBeInTheDocument();
  expect(list).not.toHaveTextContent(/job:|seed:/);

  await act(() => i18n.changeLanguage('en'));
  const english = screen.getByRole('list', { name: 'History' });
  expect(within(english).getByText(/^by System \(automatic document generation\) on/)).toBeInTheDocument();
  expect(within(english).getByText(/^by System \(sample data\) on/)).toBeInTheDocument();
});

it('names who asked for each send, a job type it does not know as automatic work', () => {
  renderWithProviders(<DeliveryHistory deliveries={sends} />);
  const list = screen.getByRole('list', { name: 'ประวัติการส่งเอกสาร' });
  expect(within(list).getByText(/ขอส่งโดย ระบบ \(สร้างเอกสารอัตโนมัติ\) เมื่อ/)).toBeInTheDocument();
  expect(within(list).getByText(/ขอส่งโดย ระบบ เมื่อ/)).toBeInTheDocument();
  expect(within(list).getByText(/ขอส่งโดย ระบบ \(งานอัตโนมัติ\) เมื่อ/)).toBeInTheDocument();
  expect(list).not.toHaveTextContent(/job:|system/);
});
