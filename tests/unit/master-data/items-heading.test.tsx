import { screen } from '@testing-library/react';
import { ItemsHeading } from 'src/features/master-data/components/shared/items-heading';
import { renderWithProviders } from '../render';

// The head of a record's item list: its h3 (which labels the section) and, while editable, Add.

describe('ItemsHeading', () => {
  it('shows the title as the h3 with the given id and an Add button that calls onAdd', async () => {
    const onAdd = vi.fn();
    const { user } = renderWithProviders(
      <ItemsHeading id="items-head" title="Settings" addLabel="Add setting" onAdd={onAdd} />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Settings' })).toHaveAttribute('id', 'items-head');
    await user.click(screen.getByRole('button', { name: 'Add setting' }));
    expect(onAdd).toHaveBeenCalledTimes(1);
  });

  it('has no Add button without onAdd (a read-only form)', () => {
    renderWithProviders(<ItemsHeading id="items-head" title="Settings" addLabel="Add setting" />);
    expect(screen.getByRole('heading', { level: 3, name: 'Settings' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
