import type { OtpCheckRequest, OtpVerified } from 'contract/auth';
import { apiPost } from 'src/lib/api-client';

/** Checks an OTP against its reference code: 422 OTP_INVALID / OTP_EXPIRED when it does not fit. */
export function checkOtp(body: OtpCheckRequest): Promise<OtpVerified> {
  return apiPost<OtpVerified>('/api/app/otpController/getByValue', body, { silent: true });
}
