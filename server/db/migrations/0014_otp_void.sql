-- An OTP is voided by a newer one of the same account and purpose, and every open OTP of an
-- account by a password reset or change (server/modules/otp/service.ts).
ALTER TABLE otp_request ADD COLUMN voided_at timestamptz;

-- The open OTPs of an account, and its OTP mails of the last 15 minutes.
CREATE INDEX otp_request_user_idx ON otp_request (user_kind, user_code, created_at DESC)
  WHERE user_code IS NOT NULL;
