import type { OtpIssued, VerifyEmailRequest } from 'contract/auth';
import { apiPost } from 'src/lib/api-client';
import { pathForModule } from './module-path';

const VERIFY_EMAIL_PATH = {
  admin: '/api/authen/admin/verifyAdminUser',
  customer: '/api/authen/customer/verifyUser',
};

/** Mails an OTP for a password reset; the answer is the same whether the e-mail has an account. */
export function verifyEmail(body: VerifyEmailRequest): Promise<OtpIssued> {
  return apiPost<OtpIssued>(pathForModule(VERIFY_EMAIL_PATH), body, { silent: true });
}
