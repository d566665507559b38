import type { ListboxOption } from 'contract/master-data';
import { seededOptions } from '../master-data/lookup-fixtures';
import { answerAddressCascade, answerListboxGroups } from '../msw-answer';

// MSW helpers of the customer and administrator screens: contract-shaped answers, and every
// request body recorded so that a test can assert what the screen sent.

export { answerPost as answer, failure, ok, rows, type Recorder } from '../msw-answer';

export const CUSTOMER = '/api/app/customerController';
export const ADMIN_USER = '/api/app/adminUser';
const MD = '/api/app/masterDataController';

/** The seeded listbox groups the screens read (domain.md). */
export const listboxGroups: Record<string, ListboxOption[]> = {
  CUSTOMER_STATUS: seededOptions('CUSTOMER_STATUS'),
  ADMIN_STATUS: seededOptions('ADMIN_STATUS'),
  CUSTOMER_TYPE: seededOptions('CUSTOMER_TYPE'),
  DOCUMENT_TYPE: seededOptions('DOCUMENT_TYPE', ['388', 'T01', '80']),
};

/** Listbox groups and the address cascade. */
export function answerLookups(): void {
  answerListboxGroups(listboxGroups);
  answerAddressCascade(MD);
}
