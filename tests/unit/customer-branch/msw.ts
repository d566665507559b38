import type { ListboxOption } from 'contract/master-data';
import { seededOptions } from '../master-data/lookup-fixtures';
import { answerAddressCascade, answerListboxGroups } from '../msw-answer';

export { answerPost as answer, failure, ok, rows, serverError, type Recorder } from '../msw-answer';

export const BRANCH = '/api/app/customerBranchController';
export const USER = '/api/app/customerUserController';
const MD = '/api/app/masterDataController';

const listboxes: Record<string, ListboxOption[]> = {
  BRANCH_TYPE: seededOptions('BRANCH_TYPE'),
};

/** The look-ups the branch dialog reads: the BRANCH_TYPE listbox and the address cascade. */
export function answerLookups(): void {
  answerListboxGroups(listboxes);
  answerAddressCascade(MD);
}
