import { screen, waitFor } from '@testing-library/react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { AddressFields } from 'src/components/address-fields';
import { chooseOption, fastUser, SLOW_TEST } from '../master-data/interact';
import { answerLookups } from '../master-data/msw';
import { renderWithProviders } from '../render';

vi.setConfig({ testTimeout: SLOW_TEST.timeout });

interface Values {
  name: string;
  address: { provinceCode: string; districtCode: string; subDistrictCode: string; zipCode: string };
}

function Values() {
  const address = useWatch<Values, 'address'>({ name: 'address' });
  return <output aria-label="values">{JSON.stringify(address)}</output>;
}

function AddressForm({ initial }: { initial: Values['address'] }) {
  const form = useForm<Values>({ defaultValues: { name: '', address: initial } });
  return (
    <FormProvider {...form}>
      <AddressFields<Values> prefix="address." />
      <Values />
    </FormProvider>
  );
}

const empty = { provinceCode: '', districtCode: '', subDistrictCode: '', zipCode: '' };
const bangkok = { provinceCode: '10', districtCode: '1001', subDistrictCode: '100101', zipCode: '10200' };

/** Renders the form with `initial` and the look-ups answered; returns a fast user. */
function renderForm(initial: Values['address']) {
  answerLookups();
  renderWithProviders(<AddressForm initial={initial} />);
  return fastUser();
}
const values = () =>
  JSON.parse(screen.getByRole('status', { name: 'values' }).textContent ?? '{}') as Values['address'];

const choose = (user: ReturnType<typeof fastUser>, label: string, option: string) =>
  chooseOption(user, document.body, label, option);

describe('AddressFields', () => {
  it('cascades province → district → sub-district and fills the zip code', async () => {
    const user = renderForm(empty);

    expect(screen.getByRole('combobox', { name: 'อำเภอ' })).toBeDisabled();
    await choose(user, 'จังหวัด', 'เชียงใหม่');
    await choose(user, 'อำเภอ', 'เมืองเชียงใหม่');
    await choose(user, 'ตำบล', 'ศรีภูมิ');

    expect(values()).toEqual({
      provinceCode: '50',
      districtCode: '5001',
      subDistrictCode: '500101',
      zipCode: '50200',
    });
    expect(screen.getByRole('textbox', { name: 'รหัสไปรษณีย์' })).toHaveValue('50200');
  });

  it('says เขต / แขวง for Bangkok', async () => {
    const user = renderForm(empty);
    await choose(user, 'จังหวัด', 'กรุงเทพมหานคร');
    expect(screen.getByRole('combobox', { name: 'เขต' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'แขวง' })).toBeInTheDocument();
  });

  it('changing the province clears the district, sub-district and zip code', async () => {
    const user = renderForm(bangkok);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'แขวง' })).toHaveValue('พระบรมมหาราชวัง'));

    await choose(user, 'จังหวัด', 'เชียงใหม่');
    expect(values()).toEqual({ provinceCode: '50', districtCode: '', subDistrictCode: '', zipCode: '' });
  });

  it('changing the district clears the sub-district and zip code only', async () => {
    const user = renderForm(bangkok);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'เขต' })).toHaveValue('พระนคร'));

    await choose(user, 'เขต', 'ดุสิต');
    expect(values()).toEqual({ provinceCode: '10', districtCode: '1002', subDistrictCode: '', zipCode: '' });
  });
});
