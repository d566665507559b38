/** Query keys of the administrator screen: a save or a delete refreshes the list and the record. */
export const adminUserKeys = {
  all: ['admin-users'] as const,
  list: ['admin-users', 'list'] as const,
  detail: (adminCode: string) => ['admin-users', 'detail', adminCode] as const,
};
