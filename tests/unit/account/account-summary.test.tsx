import { screen } from '@testing-library/react';
import { AccountSummary } from 'src/features/account/components/account-summary';
import { i18n } from 'src/lib/i18n';
import { renderWithProviders } from '../render';

const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, options);

describe('account summary', () => {
  it('names an administrator’s role', () => {
    renderWithProviders(
      <AccountSummary
        user={{ username: 'admin', fullName: 'Admin One', email: 'a@example.com', role: 'ADMIN' }}
      />,
    );
    expect(screen.getByText('Admin One')).toBeInTheDocument();
    expect(screen.getByText(t('account:role.ADMIN'))).toBeInTheDocument();
  });

  it('names a customer user’s role and company, and falls back to the username', () => {
    renderWithProviders(
      <AccountSummary
        user={{
          username: 'somchai',
          fullName: '',
          email: 's@example.com',
          role: 'CUSTOMER',
          userRole: 'ACCOUNTING',
          customerName: 'ACME',
        }}
      />,
    );
    expect(screen.getByText('somchai')).toBeInTheDocument();
    expect(
      screen.getByText(t('account:menu.roleAt', { role: t('account:role.ACCOUNTING'), customer: 'ACME' })),
    ).toBeInTheDocument();
  });
});
