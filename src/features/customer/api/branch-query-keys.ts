/**
 * Query keys of the branches panel, per customer (the admin's customer page can show several
 * customers one after the other). A save invalidates `all(customerCode)`: the list refetches
 * and keeps its page, the open record and the users panel's branch choices follow.
 */
export const branchKeys = {
  root: ['customer-branch'] as const,
  all: (customerCode: string) => ['customer-branch', customerCode] as const,
  search: (customerCode: string) => ['customer-branch', customerCode, 'list'] as const,
  detail: (customerCode: string, branchId: number) =>
    ['customer-branch', customerCode, 'detail', branchId] as const,
  options: (customerCode: string, status: string) =>
    ['customer-branch', customerCode, 'options', status] as const,
};
