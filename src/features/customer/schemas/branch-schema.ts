import type { EditableStatus } from 'contract/customer';
import { HEAD_OFFICE_BRANCH_CODE } from 'contract/customer';
import type {
  BranchType,
  CreateBranchRequest,
  CustomerBranch,
  UpdateBranchRequest,
} from 'contract/customer-branch';
import { object, string, type InferType } from 'yup';
import {
  choice,
  fieldMessage,
  optionalPhone,
  requiredText,
  type FieldMessage,
} from 'src/components/form-fields';
import { addressSchema, addressToForm, addressToRequest, emptyAddress, orNull } from './address-form';
import { blankForm } from 'src/lib/blank-form';

// The branch dialog's form (api-contract "Branches"); the server checks the same rules again
// (contract/customer-branch.ts, server/validation) and its field errors land on the same fields.

/** A message of this feature's own texts (the shared list:validation has no phone rule). */
export const branchMessage = (key: string): FieldMessage => ({ key: `customer-branch:validation.${key}` });

export const branchSchema = object({
  branchCode: string()
    .trim()
    .required(fieldMessage('required'))
    .matches(/^\d{5}$/, { message: fieldMessage('digits', { length: 5 }) }),
  branchName: requiredText(200),
  /** Follows the code: 00000 is the head office, every other code a branch. */
  branchType: choice(),
  address: addressSchema(string().required(fieldMessage('required'))),
  contactTel: optionalPhone(branchMessage('phone')),
  status: choice(),
});

export type BranchFormValues = InferType<typeof branchSchema>;

export function branchTypeOf(branchCode: string): BranchType {
  return branchCode === HEAD_OFFICE_BRANCH_CODE ? 'HEAD_OFFICE' : 'BRANCH';
}

export const emptyBranch = blankForm<BranchFormValues>(branchSchema, {
  branchType: 'BRANCH',
  address: emptyAddress,
  status: 'ACTIVE',
});

export function branchToForm(branch: CustomerBranch): BranchFormValues {
  return {
    branchCode: branch.branchCode,
    branchName: branch.branchName,
    branchType: branch.branchType,
    address: addressToForm(branch.address),
    contactTel: branch.contactTel ?? '',
    status: branch.status,
  };
}

/** The create body, or the update body with the branchId and version that were read. */
export function branchToRequest(
  values: BranchFormValues,
  customerCode: string,
  current?: CustomerBranch,
): CreateBranchRequest | UpdateBranchRequest {
  const body: CreateBranchRequest = {
    customerCode,
    branchCode: values.branchCode,
    branchName: values.branchName,
    branchType: branchTypeOf(values.branchCode),
    address: addressToRequest(values.address),
    contactTel: orNull(values.contactTel),
    status: values.status as EditableStatus,
  };
  return current ? { ...body, branchId: current.branchId, version: current.version } : body;
}
