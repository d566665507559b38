import { screen, waitFor } from '@testing-library/react';
import { RhfTextField } from 'src/components/form-fields';
import { SearchCard } from 'src/components/search-card';
import { useUrlSearchState, type UrlSearchStateOptions } from 'src/hooks/use-url-search-state';
import { fastUser, fill, SLOW_TEST } from '../master-data/interact';
import { stubWidth } from '../phone';
import { renderWithProviders } from '../render';

// Issue 32, item 7: on a phone the criteria start folded to the first field with "more filters".

vi.setConfig({ testTimeout: SLOW_TEST.timeout });

interface Criteria extends Record<string, string> {
  name: string;
  code: string;
  city: string;
}

const options: UrlSearchStateOptions<Criteria, 'name'> = {
  emptyCriteria: { name: '', code: '', city: '' },
  sortFields: ['name'],
  defaultSort: { field: 'name', direction: 'asc' },
};

function Harness() {
  const list = useUrlSearchState(options);
  return (
    <SearchCard list={list}>
      <RhfTextField<Criteria> name="name" label="Name" />
      <RhfTextField<Criteria> name="code" label="Code" />
      <RhfTextField<Criteria> name="city" label="City" />
    </SearchCard>
  );
}

afterEach(() => vi.unstubAllGlobals());

const box = (name: string) => screen.getByRole('textbox', { name, hidden: true });

describe('SearchCard', () => {
  it('on a phone starts folded to its first field; "more filters" shows the rest, and a search keeps them', async () => {
    stubWidth(true);
    const { router } = renderWithProviders(<Harness />);
    const user = fastUser();
    const more = await screen.findByRole('button', { name: 'ตัวกรองเพิ่มเติม' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(box('Name')).toBeVisible();
    expect(box('Code')).not.toBeVisible();
    expect(box('City')).not.toBeVisible();

    await user.click(more);
    expect(screen.getByRole('button', { name: 'ซ่อนตัวกรอง' })).toHaveAttribute('aria-expanded', 'true');
    expect(box('Code')).toBeVisible();
    await fill(user, box('Code'), 'C1');
    await user.click(screen.getByRole('button', { name: 'ซ่อนตัวกรอง' }));
    await fill(user, box('Name'), 'n');
    await user.click(screen.getByRole('button', { name: 'ค้นหา' }));
    await waitFor(() => expect(router.state.location.search).toBe('?name=n&code=C1'));
  });

  it('on a phone opens by itself when the link holds more than one criterion', async () => {
    stubWidth(true);
    renderWithProviders(<Harness />, { route: '/?name=n&city=X' });
    expect(await screen.findByRole('button', { name: 'ซ่อนตัวกรอง' })).toHaveAttribute('aria-expanded', 'true');
    expect(box('City')).toBeVisible();
  });

  it('on a wider screen shows every field and no fold button', async () => {
    stubWidth(false);
    renderWithProviders(<Harness />);
    await screen.findByRole('search');
    expect(box('City')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'ตัวกรองเพิ่มเติม' })).not.toBeInTheDocument();
  });
});
