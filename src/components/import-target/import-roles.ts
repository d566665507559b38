import { env } from 'src/config/env';

/** Administrators choose the customer; a customer user works on its own. */
export const choosesCustomer = env.module === 'admin';

/** Whether this user sends data (upload, direct entry): everyone but a customer's ACCOUNTING user. */
export function maySendData(user: { userRole?: string } | undefined): boolean {
  return user?.userRole !== 'ACCOUNTING';
}

/** Whether this user approves imports: everyone but a customer's USER (the server says which rows). */
export function mayApprove(user: { userRole?: string } | undefined): boolean {
  return user?.userRole !== 'USER';
}
