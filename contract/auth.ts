// Authentication, OTP and password calls of the API contract (shared/design/api-contract.md,
// "Authentication — anonymous"). Types for the web app (import type) and JSON schemas for the
// server's routes (requests refuse unknown fields; responses are the contract's envelope).
import type { CustomerUserRole } from './menus';
import { body, emptyBody, object, okEnvelope, str } from './schema-kit';

// ---------------------------------------------------------------- types

export interface AuthenticateRequest {
  username: string;
  password: string;
}

export interface AdminUserSummary {
  adminCode: string;
  username: string;
  fullName: string;
  email: string;
  role: 'ADMIN';
}

export interface CustomerUserSummary {
  userCode: string;
  username: string;
  fullName: string;
  email: string;
  customerCode: string;
  customerName: string;
  userRole: CustomerUserRole;
  role: 'CUSTOMER';
}

export interface AuthenticateResponse<U extends AdminUserSummary | CustomerUserSummary> {
  accessToken: string;
  tokenType: 'Bearer';
  /** When the session ends at the latest (12 h); 30 idle minutes end it earlier. */
  expiresAt: string;
  user: U;
  /** While true, only resetPassword (with currentPassword) and logout are accepted. */
  mustChangePassword: boolean;
}
export type AdminAuthenticateResponse = AuthenticateResponse<AdminUserSummary>;
export type CustomerAuthenticateResponse = AuthenticateResponse<CustomerUserSummary>;

/** verifyAdminUser / verifyUser: an OTP is e-mailed; same answer whether or not the e-mail exists. */
export interface VerifyEmailRequest {
  email: string;
}
export interface OtpIssued {
  refCode: string;
  expiresAt: string;
}

export interface OtpCheckRequest {
  refCode: string;
  otp: string;
}
export interface OtpVerified {
  refCode: string;
  verified: true;
}

export interface OtpByEmailRequest {
  email: string;
}
/** The latest OTP request of an e-mail (never the OTP itself). */
export interface OtpRequestInfo {
  refCode: string;
  createDtm: string;
  expiresAt: string;
  used: boolean;
}

/** Either the e-mailed OTP (anonymous) or, signed in, the current password. */
export type ResetPasswordRequest =
  { refCode: string; otp: string; newPassword: string } | { currentPassword: string; newPassword: string };

export type EmptyData = Record<string, never>;

/** Keys of the failures of these calls (details[].key), for the web app's translations. */
export const AUTH_ERROR_KEYS = [
  'INVALID_CREDENTIALS',
  'PASSWORD_CHANGE_REQUIRED',
  'PASSWORD_TOO_COMMON',
  'PASSWORD_SAME_AS_CURRENT',
  'CURRENT_PASSWORD_INVALID',
  'OTP_INVALID',
  'OTP_EXPIRED',
  'CLIENT_MODULE',
] as const;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

// ---------------------------------------------------------------- schemas

const bool = { type: 'boolean' } as const;
const username = { type: 'string', minLength: 1, maxLength: 100 } as const;
// Sign-in accepts any stored password length; the rule applies to new passwords.
const anyPassword = { type: 'string', minLength: 1, maxLength: PASSWORD_MAX_LENGTH } as const;
const newPassword = {
  type: 'string',
  minLength: PASSWORD_MIN_LENGTH,
  maxLength: PASSWORD_MAX_LENGTH,
} as const;
const email = { type: 'string', format: 'email', maxLength: 254 } as const;
const refCode = { type: 'string', pattern: '^[A-Za-z0-9]{8}$' } as const;
const otp = { type: 'string', pattern: '^[0-9]{6}$' } as const;

const emptyObject = emptyBody;

const session = <U extends object>(user: U) =>
  okEnvelope(
    object({
      accessToken: str,
      tokenType: { type: 'string', enum: ['Bearer'] },
      expiresAt: str,
      user,
      mustChangePassword: bool,
    }),
  );

export const authSchemas = {
  adminAuthenticate: {
    body: body({ username, password: anyPassword }, ['username', 'password']),
    response: session(object({ adminCode: str, username: str, fullName: str, email: str, role: str })),
  },
  customerAuthenticate: {
    body: body({ username, password: anyPassword }, ['username', 'password']),
    response: session(
      object({
        userCode: str,
        username: str,
        fullName: str,
        email: str,
        customerCode: str,
        customerName: str,
        userRole: str,
        role: str,
      }),
    ),
  },
  logout: { body: emptyObject, response: okEnvelope(emptyObject) },
  verifyEmail: {
    body: body({ email }, ['email']),
    response: okEnvelope(object({ refCode: str, expiresAt: str })),
  },
  otpGetByValue: {
    body: body({ refCode, otp }, ['refCode', 'otp']),
    response: okEnvelope(object({ refCode: str, verified: bool })),
  },
  otpGetByEmail: {
    body: body({ email }, ['email']),
    response: okEnvelope(object({ refCode: str, createDtm: str, expiresAt: str, used: bool })),
  },
  resetPassword: {
    // Which of the two forms is checked by the route (one detail per missing field).
    body: body({ refCode, otp, currentPassword: anyPassword, newPassword }, ['newPassword']),
    response: okEnvelope(emptyObject),
  },
} as const;
