import type { EditableStatus } from 'contract/customer';
import type {
  CreateCustomerUserRequest,
  CustomerUser,
  CustomerUserRole,
  UpdateCustomerUserRequest,
} from 'contract/customer-user';
import { array, object, string, type InferType } from 'yup';
import {
  choice,
  optionalPhone,
  requiredEmail,
  requiredText,
  usernameField,
  type FieldMessage,
} from 'src/components/form-fields';
import { branchMessage } from './branch-schema';
import { accountToForm } from 'src/lib/account-form';
import { blankForm } from 'src/lib/blank-form';

// The user dialog's form (api-contract "Customer users"); the server checks the same rules
// again, and its duplicates (username, e-mail) are marked on these fields.

/** A message of this feature's own texts (username and e-mail rules). */
export const userMessage = (key: string): FieldMessage => ({ key: `customer-user:validation.${key}` });

export const userSchema = object({
  username: usernameField(userMessage('username')),
  fullName: requiredText(200),
  email: requiredEmail(userMessage('email')),
  tel: optionalPhone(branchMessage('phone')),
  userRole: choice(),
  branchCodes: array(string().required()).defined(),
  status: choice(),
});

export type UserFormValues = InferType<typeof userSchema>;

export const emptyUser = blankForm<UserFormValues>(userSchema, {
  userRole: 'USER',
  branchCodes: [],
  status: 'ACTIVE',
});

export function userToForm(user: CustomerUser): UserFormValues {
  return {
    ...accountToForm(user),
    userRole: user.userRole,
    branchCodes: [...user.branchCodes],
    status: user.status,
  };
}

/** The create body, or the update body with the userId and version that were read. */
export function userToRequest(
  values: UserFormValues,
  customerCode: string,
  current?: CustomerUser,
): CreateCustomerUserRequest | UpdateCustomerUserRequest {
  const body: CreateCustomerUserRequest = {
    customerCode,
    username: values.username,
    fullName: values.fullName,
    email: values.email,
    tel: values.tel === '' ? null : values.tel,
    userRole: values.userRole as CustomerUserRole,
    branchCodes: values.branchCodes,
    status: values.status as EditableStatus,
  };
  return current ? { ...body, userId: current.userId, version: current.version } : body;
}
