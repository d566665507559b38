// Set-up calls of the customer-users journey (the journey itself goes through the UI): a
// customer and its first customer admin, created by the administrator; the customer user's
// own calls carry the CUSTOMER module header.
import { BANGKOK_ADDRESS, newTaxId } from '../../server/support/customer-data';
import type { AppServer } from '../support/app-server';
import { apiPost as post, type StoredSession } from '../support/back-office-api';

export async function createCustomerByApi(server: AppServer, admin: StoredSession, customerName: string) {
  return post<{ customerCode: string; customerName: string }>(
    server,
    'ADMIN',
    '/api/app/customerController/create',
    {
      customerName,
      customerNumber: newTaxId(),
      customerStatus: 'ACTIVE',
      customerType: 'JURISTIC',
      contactTel: '02-123-4567',
      email: 'billing@e2e-customer.test',
      address: BANGKOK_ADDRESS,
      shippingAddress: null,
      documentTypes: ['388'],
    },
    admin.accessToken,
  );
}

export interface NewCustomerUser {
  username: string;
  fullName: string;
  email: string;
}

/** A customer user created by the administrator; the server mails the OTP that sets the password. */
export async function createCustomerUserByApi(
  server: AppServer,
  admin: StoredSession,
  customerCode: string,
  user: NewCustomerUser & { userRole: 'CUSTOMER_ADMIN' | 'USER' | 'ACCOUNTING' },
) {
  return post<{ userCode: string }>(
    server,
    'ADMIN',
    '/api/app/customerUserController/create',
    { customerCode, ...user, tel: null, branchCodes: ['00000'], status: 'ACTIVE' },
    admin.accessToken,
  );
}

/** resetPassword with the e-mailed reference code and OTP (signed out). */
export async function setCustomerPasswordByApi(
  server: AppServer,
  refCode: string,
  otp: string,
  newPassword: string,
): Promise<void> {
  await post(server, 'CUSTOMER', '/api/app/customerUserController/resetPassword', {
    refCode,
    otp,
    newPassword,
  });
}

export function customerSignInByApi(server: AppServer, username: string, password: string) {
  return post<StoredSession>(server, 'CUSTOMER', '/api/authen/customer/authenticate', { username, password });
}
