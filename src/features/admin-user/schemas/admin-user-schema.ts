import type { AdminUser, CreateAdminUserRequest, UpdateAdminUserRequest } from 'contract/admin-user';
import { codePatterns, type EditableStatus } from 'contract/customer';
import { object, string, type InferType } from 'yup';
import { fieldMessage, type FieldMessage } from 'src/components/form-fields';

// The checks the browser makes before the server makes them again (docs/customers.md "Rules").

const message = (key: string): FieldMessage => ({ key: `admin-user:validation.${key}` });

const LOCAL = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
const TOP_LEVEL = /^[A-Za-z]{2,63}$|^xn--[A-Za-z0-9-]{1,59}$/;

/** The practical RFC 5322 form the server accepts (dot-atom local part, letters-only TLD). */
function isEmail(value: string): boolean {
  if (value.length > 254) return false;
  const at = value.lastIndexOf('@');
  if (at <= 0 || at === value.length - 1) return false;
  const local = value.slice(0, at);
  const labels = value.slice(at + 1).split('.');
  if (local.length > 64 || !LOCAL.test(local)) return false;
  if (labels.length < 2 || !labels.every((label) => LABEL.test(label))) return false;
  return TOP_LEVEL.test(labels[labels.length - 1] ?? '');
}

export const adminUserSchema = object({
  username: string()
    .trim()
    .required(fieldMessage('required'))
    .matches(new RegExp(codePatterns.username), { message: message('username') }),
  fullName: string()
    .trim()
    .required(fieldMessage('required'))
    .max(200, fieldMessage('maxLength', { max: 200 })),
  email: string()
    .trim()
    .required(fieldMessage('required'))
    .test('email', message('email'), (value) => isEmail(value)),
  tel: string()
    .trim()
    .defined()
    .max(20, fieldMessage('maxLength', { max: 20 }))
    .test(
      'phone',
      message('phone'),
      (value) => value === '' || /^0\d{8,9}$/.test(value.replace(/[\s-]/g, '')),
    ),
  status: string().required(fieldMessage('requiredChoice')),
});

export type AdminUserFormValues = InferType<typeof adminUserSchema>;

export const emptyAdminUser: AdminUserFormValues = {
  username: '',
  fullName: '',
  email: '',
  tel: '',
  status: 'ACTIVE',
};

export function adminUserToForm(admin: AdminUser): AdminUserFormValues {
  return {
    username: admin.username,
    fullName: admin.fullName,
    email: admin.email,
    tel: admin.tel ?? '',
    status: admin.status,
  };
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
