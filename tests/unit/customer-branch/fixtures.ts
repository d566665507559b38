import type { CustomerBranch } from 'contract/customer-branch';
import type { CustomerUserDetail } from 'contract/customer-user';
import { bangkokStreetAddress, STAMP } from '../customer/customer-fixtures';

// Contract-shaped branch and user records for the MSW handlers.

export const CUSTOMER = 'C000042';

export function branch(overrides: Partial<CustomerBranch> = {}): CustomerBranch {
  return {
    branchId: 1,
    customerCode: CUSTOMER,
    branchCode: '00000',
    branchName: 'สำนักงานใหญ่',
    branchType: 'HEAD_OFFICE',
    address: bangkokStreetAddress,
    contactTel: '021234567',
    status: 'ACTIVE',
    ...STAMP,
    ...overrides,
  };
}

export const branches: CustomerBranch[] = [
  branch(),
  branch({ branchId: 2, branchCode: '00001', branchName: 'สาขาเชียงใหม่', branchType: 'BRANCH' }),
  branch({
    branchId: 3,
    branchCode: '00002',
    branchName: 'สาขาดุสิต',
    branchType: 'BRANCH',
    status: 'INACTIVE',
  }),
];

export function user(overrides: Partial<CustomerUserDetail> = {}): CustomerUserDetail {
  return {
    userId: 11,
    userCode: 'U000011',
    customerCode: CUSTOMER,
    customerName: 'บริษัท ตัวอย่าง จำกัด',
    username: 'somchai',
    fullName: 'สมชาย ใจดี',
    email: 'somchai@example.com',
    tel: '0812345678',
    userRole: 'CUSTOMER_ADMIN',
    branchCodes: ['00000'],
    branches: [{ branchCode: '00000', branchName: 'สำนักงานใหญ่' }],
    status: 'ACTIVE',
    ...STAMP,
    ...overrides,
  };
}

export const users: CustomerUserDetail[] = [
  user(),
  user({
    userId: 12,
    userCode: 'U000012',
    username: 'malee',
    fullName: 'มาลี บัญชี',
    email: 'malee@example.com',
    tel: null,
    userRole: 'ACCOUNTING',
    branchCodes: ['00000', '00001'],
    branches: [
      { branchCode: '00000', branchName: 'สำนักงานใหญ่' },
      { branchCode: '00001', branchName: 'สาขาเชียงใหม่' },
    ],
  }),
];
