import type { AdminUser, CreateAdminUserRequest, UpdateAdminUserRequest } from 'contract/admin-user';
import type { EditableStatus } from 'contract/customer';
import { object, type InferType } from 'yup';
import {
  choice,
  optionalPhone,
  requiredEmail,
  requiredText,
  usernameField,
  type FieldMessage,
} from 'src/components/form-fields';
import { accountToForm } from 'src/lib/account-form';
import { blankForm } from 'src/lib/blank-form';

// The checks the browser makes before the server makes them again (docs/customers.md "Rules").

const message = (key: string): FieldMessage => ({ key: `admin-user:validation.${key}` });

export const adminUserSchema = object({
  username: usernameField(message('username')),
  fullName: requiredText(200),
  email: requiredEmail(message('email')),
  tel: optionalPhone(message('phone')),
  status: choice(),
});

export type AdminUserFormValues = InferType<typeof adminUserSchema>;

export const emptyAdminUser = blankForm<AdminUserFormValues>(adminUserSchema, { status: 'ACTIVE' });

export function adminUserToForm(admin: AdminUser): AdminUserFormValues {
  return { ...accountToForm(admin), status: admin.status };
}

export function adminUserToCreateRequest(values: AdminUserFormValues): CreateAdminUserRequest {
  return {
    username: values.username.trim(),
    fullName: values.fullName.trim(),
    email: values.email.trim(),
    tel: values.tel.trim() === '' ? null : values.tel.trim(),
    status: values.status as EditableStatus,
  };
}

/** The username cannot change: the stored one is sent, with the code and the version read. */
export function adminUserToUpdateRequest(
  values: AdminUserFormValues,
  current: AdminUser,
): UpdateAdminUserRequest {
  return {
    ...adminUserToCreateRequest(values),
    username: current.username,
    adminCode: current.adminCode,
    version: current.version,
  };
}
