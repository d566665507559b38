// Where the customer screens live (decided here: the spec names the screens, not their paths).
// The mode is in the path, so a view or an edit can be opened in a new tab or shared as a link.

export const CUSTOMER_LIST_PATH = '/customer';

export const customerPaths = {
  list: CUSTOMER_LIST_PATH,
  add: `${CUSTOMER_LIST_PATH}/new`,
  view: (customerCode: string) => `${CUSTOMER_LIST_PATH}/${encodeURIComponent(customerCode)}`,
  edit: (customerCode: string) => `${CUSTOMER_LIST_PATH}/${encodeURIComponent(customerCode)}/edit`,
};

/**
 * Navigation state from the list to a customer page: the list's query string, so that going
 * back finds the same search, page and sort.
 */
export interface FromListState {
  listSearch?: string;
}

export function listPathFrom(state: unknown): string {
  const search = (state as FromListState | null)?.listSearch;
  return typeof search === 'string' && search.startsWith('?')
    ? `${CUSTOMER_LIST_PATH}${search}`
    : CUSTOMER_LIST_PATH;
}
