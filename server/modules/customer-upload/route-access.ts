// Who may call the import routes (routes.ts, review-routes.ts, correction-routes.ts).
import type { RouteAccess } from '../../http/access';
import type { Controller } from '../../http/route-kit';
import { patternTexts } from '../../validation/pattern-texts';

/** Who sends data (upload, direct entry, a correction, user submit, cancel): USER and the customer admin. */
export const SENDERS: RouteAccess = {
  roles: ['ADMIN', 'CUSTOMER'],
  customerRoles: ['CUSTOMER_ADMIN', 'USER'],
};
/** Who approves or sends it back: ACCOUNTING and the customer admin. */
export const ACCOUNTANTS: RouteAccess = {
  roles: ['ADMIN', 'CUSTOMER'],
  customerRoles: ['CUSTOMER_ADMIN', 'ACCOUNTING'],
};

/** A controller of the import calls: signed-in administrators and customer users. */
export const uploadController = (tag: string): Controller => ({
  tag,
  access: { roles: ['ADMIN', 'CUSTOMER'] },
  patternTexts,
});
