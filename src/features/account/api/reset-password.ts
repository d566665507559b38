import type { EmptyData, ResetPasswordRequest } from 'contract/auth';
import { apiPost } from 'src/lib/api-client';
import { pathForModule } from './module-path';

const RESET_PASSWORD_PATH = {
  admin: '/api/app/adminUser/resetPassword',
  customer: '/api/app/customerUserController/resetPassword',
};

/**
 * Sets a new password, proven either by the e-mailed OTP (signed out) or by the current
 * password (signed in, also the forced change). Silent: the forms show failures on their fields.
 */
export function resetPassword(body: ResetPasswordRequest): Promise<EmptyData> {
  return apiPost<EmptyData>(pathForModule(RESET_PASSWORD_PATH), body, { silent: true });
}
