/**
 * Query keys of the customer screens. The list and the open customer live under one root, so a
 * save or a delete refreshes both; the detail key is separate from the search so that a list
 * refresh never replaces what the customer page is editing.
 */
export const customerKeys = {
  all: ['customers'] as const,
  list: ['customers', 'list'] as const,
  detail: (customerCode: string) => ['customers', 'detail', customerCode] as const,
};
