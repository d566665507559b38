import { screen, waitFor, within } from '@testing-library/react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import {
  AddressFields,
  matchPlaces,
  PlaceAutocomplete,
  type PlaceOption,
} from 'src/components/address-fields';
import { fastUser, SLOW_TEST } from '../master-data/interact';
import { answerLookups } from '../master-data/msw';
import { renderWithProviders } from '../render';

vi.setConfig({ testTimeout: SLOW_TEST.timeout });

interface Values {
  address: { provinceCode: string; districtCode: string; subDistrictCode: string; zipCode: string };
  note: string;
}

const empty = { provinceCode: '', districtCode: '', subDistrictCode: '', zipCode: '' };

function Values() {
  const address = useWatch<Values, 'address'>({ name: 'address' });
  return <output aria-label="values">{JSON.stringify(address)}</output>;
}

function AddressForm({ initial, readOnly }: { initial: Values['address']; readOnly?: boolean }) {
  const form = useForm<Values>({ defaultValues: { address: initial, note: '' } });
  return (
    <FormProvider {...form}>
      <AddressFields<Values> prefix="address." readOnly={readOnly} />
      <input aria-label="note" {...form.register('note')} />
      <Values />
    </FormProvider>
  );
}

function renderForm(initial: Values['address'] = empty, readOnly = false) {
  answerLookups();
  renderWithProviders(<AddressForm initial={initial} readOnly={readOnly} />);
  return fastUser();
}

const values = () =>
  JSON.parse(screen.getByRole('status', { name: 'values' }).textContent ?? '{}') as Values['address'];
const picker = (name: string) => screen.getByRole('combobox', { name });

/** Types `typed` into the picker `label` (replacing its text), waits for the matches, presses Enter. */
async function search(user: ReturnType<typeof fastUser>, label: string, typed: string) {
  await waitFor(() => expect(picker(label)).toBeEnabled());
  await user.click(picker(label));
  await user.keyboard(typed);
  await within(await screen.findByRole('listbox')).findAllByRole('option');
  await user.keyboard('{Enter}');
}

describe('matchPlaces', () => {
  const places: PlaceOption[] = [
    { code: '10', nameTh: 'กรุงเทพมหานคร', nameEn: 'Bangkok' },
    { code: '50', nameTh: 'เชียงใหม่', nameEn: 'Chiang Mai' },
    { code: '57', nameTh: 'เชียงราย', nameEn: 'Chiang Rai' },
    { code: '11', nameTh: 'สมุทรปราการ', nameEn: 'Samut Prakan' },
  ];
  const codes = (typed: string) => matchPlaces(places, typed).map((place) => place.code);

  it('matches the Thai or the English name by a part, ignoring case and spaces', () => {
    expect(codes('กรุง')).toEqual(['10']);
    expect(codes('เทพ')).toEqual(['10']);
    expect(codes('chiang')).toEqual(['50', '57']);
    expect(codes('CHIANGMAI')).toEqual(['50']);
    expect(codes(' ใหม่ ')).toEqual(['50']);
    expect(codes('ไม่มี')).toEqual([]);
    expect(codes('')).toEqual(['10', '50', '57', '11']);
  });

  it('puts the name typed in full first, then names starting with the typing', () => {
    const lands: PlaceOption[] = [
      { code: '1', nameTh: 'ดุสิตใหม่', nameEn: null },
      { code: '2', nameTh: 'ดุสิต', nameEn: 'Dusit' },
    ];
    expect(matchPlaces(lands, 'ดุสิต').map((place) => place.code)).toEqual(['2', '1']);

    expect(codes('ราย')).toEqual(['57']);
    expect(codes('รา')).toEqual(['57', '11']);
    expect(codes('ปรา')).toEqual(['11']);
    expect(codes('rai')).toEqual(['57']);
    expect(codes('ra')).toEqual(['57', '11']);
  });

  it('treats sara am typed as nikhahit + sara aa as the same letter', () => {
    const water: PlaceOption[] = [{ code: '1', nameTh: 'น้ำพอง', nameEn: 'Nam Phong' }];
    expect(matchPlaces(water, 'น้\u0E4D\u0E32').map((place) => place.code)).toEqual(['1']);
  });
});

describe('PlaceAutocomplete in the address cascade', () => {
  it('typing part of a Thai name and Enter picks the first match', async () => {
    const user = renderForm();
    await user.click(picker('จังหวัด'));
    await user.keyboard('กรุง');
    expect(await screen.findByRole('option', { name: 'กรุงเทพมหานคร' })).toHaveAttribute(
      'aria-selected',
      'false',
    );
    await user.keyboard('{Enter}');

    expect(picker('จังหวัด')).toHaveValue('กรุงเทพมหานคร');
    expect(values().provinceCode).toBe('10');
  });

  it('matches a middle part and an English name, whatever the language shown', async () => {
    const user = renderForm();
    await search(user, 'จังหวัด', 'เทพ');
    expect(values().provinceCode).toBe('10');

    // Still in the field: deleting the name empties it before the next search.
    await user.clear(picker('จังหวัด'));
    await search(user, 'จังหวัด', 'chiang');
    expect(picker('จังหวัด')).toHaveValue('เชียงใหม่');
    expect(values().provinceCode).toBe('50');
  });

  it('moves with the arrows and labels its list with the field', async () => {
    const user = renderForm();
    await user.click(picker('จังหวัด'));
    const list = await screen.findByRole('listbox', { name: 'จังหวัด' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['กรุงเทพมหานคร', 'เชียงใหม่']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(values().provinceCode).toBe('50');
  });

  it('never offers the placeholder: it is only the empty input’s hint', async () => {
    const user = renderForm();
    expect(picker('จังหวัด')).toHaveAttribute('placeholder', 'กรุณาเลือก');
    await user.click(picker('จังหวัด'));
    const list = await screen.findByRole('listbox');
    expect(within(list).queryByRole('option', { name: 'กรุณาเลือก' })).not.toBeInTheDocument();
    await user.keyboard('กรุณา');
    expect(await screen.findByText('ไม่มีตัวเลือก')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(values().provinceCode).toBe('');
  });

  it('Escape drops the typing and keeps the chosen place', async () => {
    const user = renderForm({ provinceCode: '50', districtCode: '', subDistrictCode: '', zipCode: '' });
    await waitFor(() => expect(picker('จังหวัด')).toHaveValue('เชียงใหม่'));
    // A click selects the shown name, so typing replaces it.
    await user.click(picker('จังหวัด'));
    await user.keyboard('กรุง');
    expect(await screen.findByRole('option', { name: 'กรุงเทพมหานคร' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(picker('จังหวัด')).toHaveValue('เชียงใหม่');
    expect(values().provinceCode).toBe('50');
  });

  it('cascades from the keyboard: a new province clears the rest, a sub-district fills the zip code', async () => {
    const user = renderForm();
    await search(user, 'จังหวัด', 'กรุง');
    await search(user, 'เขต', 'phra');
    await search(user, 'แขวง', 'มหาราช');
    expect(values()).toEqual({
      provinceCode: '10',
      districtCode: '1001',
      subDistrictCode: '100101',
      zipCode: '10200',
    });
    expect(screen.getByRole('textbox', { name: 'รหัสไปรษณีย์' })).toHaveValue('10200');

    await search(user, 'จังหวัด', 'เชียง');
    expect(values()).toEqual({ provinceCode: '50', districtCode: '', subDistrictCode: '', zipCode: '' });
    expect(picker('อำเภอ')).toHaveValue('');
    expect(picker('ตำบล')).toBeDisabled();
  });

  it('read-only: shows the names, opens nothing and can be left', async () => {
    const user = renderForm(
      { provinceCode: '10', districtCode: '1001', subDistrictCode: '100101', zipCode: '10200' },
      true,
    );
    await waitFor(() => expect(picker('แขวง')).toHaveValue('พระบรมมหาราชวัง'));
    expect(picker('จังหวัด')).toHaveAttribute('readonly');
    expect(picker('จังหวัด')).toHaveAttribute('aria-readonly', 'true');
    await user.click(picker('จังหวัด'));
    await user.keyboard('{ArrowDown}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('textbox', { name: 'note' }));
    await user.keyboard('x');
    expect(screen.getByRole('textbox', { name: 'note' })).toHaveValue('x');
    expect(picker('จังหวัด')).toHaveValue('กรุงเทพมหานคร');
  });
});

describe('PlaceAutocomplete alone', () => {
  function Single() {
    const form = useForm<{ code: string }>({ defaultValues: { code: '' } });
    return (
      <FormProvider {...form}>
        <PlaceAutocomplete<{ code: string }>
          name="code"
          label="place"
          placeholder="pick"
          places={[{ code: '1', nameTh: 'หนึ่ง', nameEn: 'One' }]}
          required
        />
      </FormProvider>
    );
  }

  it('marks a required picker and leaves with Tab without choosing', async () => {
    renderWithProviders(<Single />);
    const user = fastUser();
    const input = screen.getByRole('combobox', { name: /place/ });
    expect(input).toBeRequired();
    await user.click(input);
    await user.keyboard('one');
    await user.tab();
    expect(input).not.toHaveFocus();
    expect(input).toHaveValue('');
  });
});
