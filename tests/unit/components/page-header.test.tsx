import { screen, within } from '@testing-library/react';
import { PageHeader } from 'src/components/page-header';
import { paths } from 'src/config/paths';
import { renderWithProviders } from '../render';

// The breadcrumbs: Home (the dashboard) leads, the parents follow as links, the title ends.

describe('PageHeader', () => {
  it('leads with Home and ends with the title as the current page', () => {
    renderWithProviders(<PageHeader title="Audit" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Audit' })).toBeInTheDocument();
    const trail = within(screen.getByRole('navigation', { name: 'เส้นทางนำทาง' }));
    expect(trail.getByRole('link', { name: 'หน้าหลัก' })).toHaveAttribute('href', paths.dashboard);
    expect(trail.getByText('Audit')).toHaveAttribute('aria-current', 'page');
    expect(trail.getAllByRole('listitem')).toHaveLength(2);
  });

  it('puts the parents between, linked when they have a path', () => {
    renderWithProviders(
      <PageHeader title="T-1" parents={[{ label: 'Group' }, { label: 'Templates', href: '/template' }]} />,
    );
    const trail = within(screen.getByRole('navigation', { name: 'เส้นทางนำทาง' }));
    expect(trail.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'หน้าหลัก',
      'Group',
      'Templates',
      'T-1',
    ]);
    expect(trail.queryByRole('link', { name: 'Group' })).toBeNull();
    expect(trail.getByRole('link', { name: 'Templates' })).toHaveAttribute('href', '/template');
    expect(trail.getByText('T-1')).toHaveAttribute('aria-current', 'page');
  });
});
