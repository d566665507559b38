import { screen, within } from '@testing-library/react';
import { NavSectionHorizontal, NavSectionMini, NavSectionVertical } from 'src/components/nav-section';
import type { NavItemData } from 'src/components/nav-section';
import { renderWithProviders } from '../render';

const items: NavItemData[] = [
  { title: 'Dashboard', path: '/', icon: 'ri:dashboard-line' },
  {
    title: 'Master data',
    path: '/master',
    icon: 'ri:settings-3-line',
    children: [
      { title: 'Province', path: '/master/province' },
      { title: 'District', path: '/master/district' },
    ],
  },
];

describe('NavSectionVertical', () => {
  it('expands and collapses a group in place, and marks the current page', async () => {
    const { user } = renderWithProviders(<NavSectionVertical items={items} />, { route: '/' });
    const group = screen.getByRole('button', { name: 'Master data' });
    expect(group).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');

    await user.click(group);
    expect(group).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Province' })).toHaveAttribute('href', '/master/province');
  });

  it('shows a count beside an item, named for screen readers, and nothing when it is 0', () => {
    renderWithProviders(
      <NavSectionVertical
        items={[
          { title: 'Tickets', path: '/ticket', badge: { count: 3, kind: 'unread' } },
          { title: 'E-TAX imports', path: '/import/etax', badge: { count: 2, kind: 'waiting' } },
          { title: 'Documents', path: '/document', badge: { count: 0, kind: 'unread' } },
        ]}
      />,
      { route: '/' },
    );
    const tickets = screen.getByRole('link', { name: /Tickets/ });
    expect(within(tickets).getByText('3')).toHaveAttribute('aria-label', 'มีข้อความใหม่ 3 รายการ');
    const imports = screen.getByRole('link', { name: /E-TAX imports/ });
    expect(within(imports).getByText('2')).toHaveAttribute('aria-label', 'รออนุมัติ 2 รายการ');
    expect(screen.getByRole('link', { name: 'Documents' })).toHaveTextContent(/^Documents$/);
  });

  it('opens the group of the current page', () => {
    renderWithProviders(<NavSectionVertical items={items} />, { route: '/master/district' });
    expect(screen.getByRole('button', { name: 'Master data' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'District' })).toHaveAttribute('aria-current', 'page');
  });
});

describe.each([
  ['NavSectionMini', NavSectionMini],
  ['NavSectionHorizontal', NavSectionHorizontal],
])('%s', (_name, NavSection) => {
  it('opens a group as a keyboard-usable menu of links', async () => {
    const { user, router } = renderWithProviders(<NavSection items={items} />, { route: '/' });
    const group = screen.getByRole('button', { name: 'Master data' });
    expect(group).toHaveAttribute('aria-haspopup', 'menu');

    group.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem')).toHaveLength(2);

    await user.keyboard('{ArrowDown}{Enter}');
    expect(router.state.location.pathname).toBe('/master/district');
  });
});
