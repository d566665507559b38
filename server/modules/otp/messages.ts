// Descriptions of the OTP failures, in the request's language (keys are what the web app reads).
export const otpMessages = {
  otpInvalid: { th: 'รหัส OTP ไม่ถูกต้อง', en: 'The OTP is not valid' },
  otpExpired: { th: 'รหัส OTP หมดอายุแล้ว', en: 'The OTP has expired' },
} as const;
