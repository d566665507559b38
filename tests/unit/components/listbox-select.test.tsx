import { act, screen, within } from '@testing-library/react';
import { FormProvider, useForm } from 'react-hook-form';
import { ListboxSelect } from 'src/components/listbox-select';
import { i18n } from 'src/lib/i18n';
import { fastUser } from '../master-data/interact';
import { answer, ok } from '../master-data/msw';
import { statusOptions } from '../master-data/fixtures';
import { renderWithProviders } from '../render';

function StatusForm() {
  const form = useForm({ defaultValues: { status: '' } });
  return (
    <FormProvider {...form}>
      <ListboxSelect<{ status: string }> name="status" group="PROVINCE_STATUS" label="สถานะ" empty="all" />
    </FormProvider>
  );
}

describe('ListboxSelect', () => {
  it("offers a group's items in the current language, asked once per group", async () => {
    const calls = answer('listboxByGroup', () => ok(statusOptions));
    renderWithProviders(<StatusForm />);
    const user = fastUser();

    await user.click(screen.getByRole('combobox', { name: 'สถานะ' }));
    const list = await screen.findByRole('listbox');
    await within(list).findByRole('option', { name: 'ใช้งาน' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['ทั้งหมด', 'ใช้งาน', 'ไม่ใช้งาน']);
    await user.click(within(list).getByRole('option', { name: 'ไม่ใช้งาน' }));
    expect(screen.getByRole('combobox', { name: 'สถานะ' })).toHaveTextContent('ไม่ใช้งาน');

    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByRole('combobox', { name: 'สถานะ' })).toHaveTextContent('Inactive');
    expect(calls.bodies).toEqual([{ listboxGroup: 'PROVINCE_STATUS' }]);
  });
});
