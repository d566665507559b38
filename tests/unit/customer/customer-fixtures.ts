import type { AdminUser } from 'contract/admin-user';
import type { Address, Customer, CustomerRow } from 'contract/customer';

// Contract-shaped customer and administrator records for the MSW handlers.

export const STAMP = { version: 3, lastUpdateDtm: '2026-11-21T10:15:30.123+07:00', lastUpdateBy: 'admin' };

/** A tax ID with a valid check digit (domain.md). */
export const VALID_TAX_ID = '0105536112014';

export function customerRow(overrides: Partial<CustomerRow> = {}): CustomerRow {
  return {
    customerCode: 'C000001',
    customerName: 'บริษัท ทดสอบ จำกัด',
    customerNumber: VALID_TAX_ID,
    customerStatus: 'ACTIVE',
    customerType: 'JURISTIC',
    contactTel: '021234567',
    branchName: 'สำนักงานใหญ่',
    ...STAMP,
    ...overrides,
  };
}

export const customerRows: CustomerRow[] = [
  customerRow(),
  customerRow({
    customerCode: 'C000002',
    customerName: 'นายสมชาย ใจดี',
    customerNumber: '1101700230708',
    customerType: 'INDIVIDUAL',
    customerStatus: 'INACTIVE',
    contactTel: null,
  }),
];

/** A Bangkok address without a building, as the add forms send it. */
export const bangkokStreetAddress: Address = {
  addressNo: '99/1',
  moo: null,
  building: null,
  soi: null,
  road: 'ราชดำเนิน',
  provinceCode: '10',
  districtCode: '1001',
  subDistrictCode: '100101',
  zipCode: '10200',
};

export const bangkokAddress: Address = { ...bangkokStreetAddress, building: 'อาคารทดสอบ' };

export function customer(overrides: Partial<Customer> = {}): Customer {
  return {
    ...customerRow(),
    email: 'info@example.co.th',
    address: bangkokAddress,
    shippingAddress: null,
    documentTypes: ['388'],
    documentLanguage: 'th',
    vatRates: ['0', '7'],
    etaxStartDate: null,
    etaxVersion: '2.1',
    deliveryMode: 'SIGNED',
    buyerDelivery: 'AUTOMATIC',
    ...overrides,
  };
}

export function adminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    adminCode: 'ADM0001',
    username: 'admin',
    fullName: 'ผู้ดูแล หลัก',
    email: 'admin@example.com',
    tel: null,
    status: 'ACTIVE',
    ...STAMP,
    ...overrides,
  };
}
