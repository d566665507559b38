import type { Address, EditableStatus } from 'contract/customer';
import { HEAD_OFFICE_BRANCH_CODE } from 'contract/customer';
import type {
  BranchType,
  CreateBranchRequest,
  CustomerBranch,
  UpdateBranchRequest,
} from 'contract/customer-branch';
import { object, string, type InferType } from 'yup';
import { fieldMessage, type FieldMessage } from 'src/components/form-fields/field-message';

// The branch dialog's form (api-contract "Branches"); the server checks the same rules again
// (contract/customer-branch.ts, server/validation) and its field errors land on the same fields.

const PHONE = /^0[0-9]{8,9}$/;

/** A message of this feature's own texts (the shared list:validation has no phone rule). */
export const branchMessage = (key: string): FieldMessage => ({ key: `customer-branch:validation.${key}` });

function requiredText(max: number) {
  return string().trim().required(fieldMessage('required')).max(max, fieldMessage('maxLength', { max }));
}
function optionalText(max: number) {
  return string().trim().defined().max(max, fieldMessage('maxLength', { max }));
}

/** Thai phone, optional: 9–10 digits starting with 0; spaces and dashes are allowed while typing. */
export function optionalPhone() {
  return string()
    .trim()
    .defined()
    .max(20, fieldMessage('maxLength', { max: 20 }))
    .test(
      'thai-phone',
      branchMessage('phone'),
      (value) => value === '' || PHONE.test(value.replace(/[\s-]/g, '')),
    );
}

export const branchSchema = object({
  branchCode: string()
    .trim()
    .required(fieldMessage('required'))
    .matches(/^\d{5}$/, { message: fieldMessage('digits', { length: 5 }) }),
  branchName: requiredText(200),
  /** Follows the code: 00000 is the head office, every other code a branch. */
  branchType: string().required(fieldMessage('requiredChoice')),
  address: object({
    addressNo: requiredText(50),
    moo: optionalText(20),
    building: optionalText(100),
    soi: optionalText(100),
    road: optionalText(100),
    provinceCode: string().required(fieldMessage('requiredChoice')),
    districtCode: string().required(fieldMessage('requiredChoice')),
    subDistrictCode: string().required(fieldMessage('requiredChoice')),
    zipCode: string().required(fieldMessage('required')),
  }),
  contactTel: optionalPhone(),
  status: string().required(fieldMessage('requiredChoice')),
});

export type BranchFormValues = InferType<typeof branchSchema>;

export function branchTypeOf(branchCode: string): BranchType {
  return branchCode === HEAD_OFFICE_BRANCH_CODE ? 'HEAD_OFFICE' : 'BRANCH';
}

export const emptyBranch: BranchFormValues = {
  branchCode: '',
  branchName: '',
  branchType: 'BRANCH',
  address: {
    addressNo: '',
    moo: '',
    building: '',
    soi: '',
    road: '',
    provinceCode: '',
    districtCode: '',
    subDistrictCode: '',
    zipCode: '',
  },
  contactTel: '',
  status: 'ACTIVE',
};

export function branchToForm(branch: CustomerBranch): BranchFormValues {
  const address = branch.address;
  return {
    branchCode: branch.branchCode,
    branchName: branch.branchName,
    branchType: branch.branchType,
    address: {
      addressNo: address.addressNo,
      moo: address.moo ?? '',
      building: address.building ?? '',
      soi: address.soi ?? '',
      road: address.road ?? '',
      provinceCode: address.provinceCode,
      districtCode: address.districtCode,
      subDistrictCode: address.subDistrictCode,
      zipCode: address.zipCode,
    },
    contactTel: branch.contactTel ?? '',
    status: branch.status,
  };
}

const orNull = (value: string): string | null => (value === '' ? null : value);

/** The create body, or the update body with the branchId and version that were read. */
export function branchToRequest(
  values: BranchFormValues,
  customerCode: string,
  current?: CustomerBranch,
): CreateBranchRequest | UpdateBranchRequest {
  const address: Address = {
    addressNo: values.address.addressNo,
    moo: orNull(values.address.moo),
    building: orNull(values.address.building),
    soi: orNull(values.address.soi),
    road: orNull(values.address.road),
    provinceCode: values.address.provinceCode,
    districtCode: values.address.districtCode,
    subDistrictCode: values.address.subDistrictCode,
    zipCode: values.address.zipCode,
  };
  const body: CreateBranchRequest = {
    customerCode,
    branchCode: values.branchCode,
    branchName: values.branchName,
    branchType: branchTypeOf(values.branchCode),
    address,
    contactTel: orNull(values.contactTel),
    status: values.status as EditableStatus,
  };
  return current ? { ...body, branchId: current.branchId, version: current.version } : body;
}
