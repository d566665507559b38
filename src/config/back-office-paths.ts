// Routes of the back-office trees (admin and customer) beyond the shared ones in ./paths.

export const backOfficePaths = {
  forgotPassword: '/forgot-password',
  /** The forced change after a sign-in with mustChangePassword (api-contract §Authentication). */
  changePassword: '/change-password',
} as const;

/**
 * Every screen path the server's menus can hold (server/db/seed/menus.ts, both roles). Each one
 * is a route in both trees, guarded by the user's own menus: a path a user's menus lack shows
 * 403, a path in no menu at all shows 404. Screens not built yet render a "coming soon" page.
 */
export const MENU_SCREEN_PATHS = [
  // administrator
  '/customer',
  '/admin-user',
  '/template',
  '/pdf-template',
  '/import',
  '/landing',
  '/report',
  '/master-data',
  '/master-data/province',
  '/master-data/district',
  '/master-data/sub-district',
  '/master-data/listbox',
  '/master-data/config-group',
  '/audit',
  // both roles
  '/import/etax',
  '/import/edoc',
  '/direct-entry',
  '/document',
  '/sales-tax-report',
  '/ticket',
  // customer
  '/branch',
  '/user',
] as const;
