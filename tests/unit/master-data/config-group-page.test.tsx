import { screen, waitFor, within } from '@testing-library/react';
import type { ConfigGroup, SaveConfigGroupRequest } from 'contract/master-data';
import { SECRET_MASK } from 'contract/master-data-constants';
import ConfigGroupPage from 'src/features/master-data/routes/config-group-page';
import { renderWithProviders } from '../render';
import { STAMP } from './fixtures';
import { fastUser, fill, saveAndConfirm, SLOW_TEST } from './interact';
import { answer, answerLookups, ok, rows } from './msw';

vi.setConfig({ testTimeout: SLOW_TEST.timeout });

const smtp: ConfigGroup = {
  configGroupType: 'SMTP',
  description: 'อีเมล',
  items: [
    { configKey: 'SMTP_HOST', configValue: 'mail.example', secret: false, description: '' },
    { configKey: 'SMTP_PASSWORD', configValue: SECRET_MASK, secret: true, description: 'รหัสผ่าน' },
  ],
  ...STAMP,
};

function renderPage() {
  answerLookups();
  answer('searchConfigGroup', () =>
    rows([{ configGroupType: 'SMTP', description: 'อีเมล', itemCount: 2, ...STAMP }]),
  );
  answer('getConfigGroup', () => ok(smtp));
  const result = renderWithProviders(<ConfigGroupPage />, { route: '/master-data/config-group' });
  return { ...result, user: fastUser() };
}

/** Opens the SMTP group from the grid to edit or to view; answers its dialog once its second setting shows. */
async function openSmtp(user: ReturnType<typeof fastUser>, mode: 'edit' | 'view') {
  const grid = await screen.findByRole('grid');
  await user.click(
    await within(grid).findByRole('button', { name: mode === 'edit' ? 'แก้ไข SMTP' : 'ดู SMTP' }),
  );
  const name = mode === 'edit' ? 'แก้ไขกลุ่มค่าตั้งระบบ' : 'ข้อมูลกลุ่มค่าตั้งระบบ';
  const dialog = await screen.findByRole('dialog', { name });
  await within(dialog).findByRole('group', { name: 'ค่าตั้งที่ 2' });
  return dialog;
}

describe('Config group page', () => {
  it('shows a secret masked and sends the mask back unchanged, so the server keeps it', async () => {
    const { user } = renderPage();
    const save = answer<SaveConfigGroupRequest>('saveConfigGroup', () => ok(smtp));
    const dialog = await openSmtp(user, 'edit');
    const second = within(dialog).getByRole('group', { name: 'ค่าตั้งที่ 2' });
    // A password field has no textbox role: find it by its label.
    const secret = within(second).getByLabelText('ค่า');
    expect(secret).toHaveAttribute('type', 'password');
    expect(secret).toHaveValue(SECRET_MASK);

    const host = within(within(dialog).getByRole('group', { name: 'ค่าตั้งที่ 1' })).getByRole('textbox', {
      name: 'ค่า',
    });
    await fill(user, host, 'smtp.example');
    await user.click(within(dialog).getByRole('button', { name: 'เพิ่มค่าตั้ง' }));
    const third = within(dialog).getByRole('group', { name: 'ค่าตั้งที่ 3' });
    await fill(user, within(third).getByRole('textbox', { name: /ชื่อค่าตั้ง/ }), 'SMTP_PORT');
    await fill(user, within(third).getByRole('textbox', { name: 'ค่า' }), '587');

    await saveAndConfirm(user, dialog);
    await waitFor(() =>
      expect(save.bodies).toEqual([
        {
          version: 3,
          configGroupType: 'SMTP',
          description: 'อีเมล',
          items: [
            { configKey: 'SMTP_HOST', configValue: 'smtp.example', secret: false, description: '' },
            { configKey: 'SMTP_PASSWORD', configValue: SECRET_MASK, secret: true, description: 'รหัสผ่าน' },
            { configKey: 'SMTP_PORT', configValue: '587', secret: false, description: '' },
          ],
        },
      ]),
    );
  });

  it('refuses two settings with the same key before asking the server', async () => {
    const { user } = renderPage();
    const dialog = await openSmtp(user, 'edit');
    await user.click(within(dialog).getByRole('button', { name: 'เพิ่มค่าตั้ง' }));
    const third = within(dialog).getByRole('group', { name: 'ค่าตั้งที่ 3' });
    const key = within(third).getByRole('textbox', { name: /ชื่อค่าตั้ง/ });
    await fill(user, key, 'SMTP_HOST');
    await user.click(within(dialog).getByRole('button', { name: 'บันทึก' }));
    await waitFor(() => expect(key).toHaveAccessibleDescription('ข้อมูลซ้ำกัน'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('views a group read-only: no add, remove or save', async () => {
    const { user } = renderPage();
    const dialog = await openSmtp(user, 'view');
    expect(within(dialog).queryByRole('button', { name: 'เพิ่มค่าตั้ง' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /ลบค่าตั้ง/ })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'บันทึก' })).not.toBeInTheDocument();
  });
});
