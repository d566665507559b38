/**
 * Query keys of the users panel, per customer. A save invalidates `all(customerCode)`: the list
 * refetches and keeps its page, and the open record is read again.
 */
export const userKeys = {
  all: (customerCode: string) => ['customer-user', customerCode] as const,
  search: (customerCode: string) => ['customer-user', customerCode, 'list'] as const,
  detail: (customerCode: string, userCode: string) =>
    ['customer-user', customerCode, 'detail', userCode] as const,
};
