// GET /api/v1/menus/listAllMenu (docs/api-contract.md, "Menus"): the menu items of the
// caller's role (and, for customer users, of their userRole). The server enforces the same rights.

import { int, listEnvelope, str } from './schema-kit';
import type { RowOf } from './schema-kit';

export const CUSTOMER_USER_ROLES = ['CUSTOMER_ADMIN', 'USER', 'ACCOUNTING'] as const;
export type CustomerUserRole = (typeof CUSTOMER_USER_ROLES)[number];

/**
 * One menu item. parentCode: the group it belongs to (IMPORT, MASTER_DATA …), absent for
 * top-level items; path: the route inside the app (the app's base path, /admin/ or /customer/,
 * not included); icon: an Iconify name, e.g. 'ri:dashboard-line'.
 */
export type MenuItem = RowOf<(typeof menuSchemas)['listAllMenu']>;

export const menuSchemas = {
  listAllMenu: {
    response: listEnvelope({
      type: 'object',
      additionalProperties: false,
      required: ['menuCode', 'labelTh', 'labelEn', 'path', 'icon', 'seq'],
      properties: {
        menuCode: str,
        parentCode: str,
        labelTh: str,
        labelEn: str,
        path: str,
        icon: str,
        seq: int,
      },
    }),
  },
} as const;
