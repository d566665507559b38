// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { RetryAlert } from 'src/components/retry-alert';
import { renderWithProviders } from '../render';

describe('RetryAlert', () => {
  it('says what failed and tries again from its button, the list’s retry by default', async () => {
    const onRetry = vi.fn();
    renderWithProviders(<RetryAlert onRetry={onRetry}>Could not load</RetryAlert>);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load');
    await userEvent.click(screen.getByRole('button'));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('takes another label for its button', () => {
    renderWithProviders(
      <RetryAlert onRetry={() => undefined} retryLabel="Again">
        Could not load
      </RetryAlert>,
    );
    expect(screen.getByRole('button', { name: 'Again' })).toBeInTheDocument();
  });
});
