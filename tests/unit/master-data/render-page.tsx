import type { ReactElement } from 'react';
import { renderWithProviders } from '../render';
import { fastUser } from './interact';
import { answerLookups } from './msw';

/** Renders a master-data page at `route` with its look-ups answered, and a fast user. */
export function renderMasterDataPage(page: ReactElement, route: string) {
  answerLookups();
  const result = renderWithProviders(page, { route });
  return { ...result, user: fastUser() };
}
