// Authentication, OTP and password calls of the API contract (docs/api-contract.md,
// "Authentication — anonymous"). Types for the web app (import type) and JSON schemas for the
// server's routes (requests refuse unknown fields; responses are the contract's envelope).
import { CUSTOMER_USER_ROLES } from './menus';
import { body, emptyBody, object, okEnvelope, str, type BodyOf, type DataOf } from './schema-kit';

// ---------------------------------------------------------------- types (read off the schemas)

type Calls = typeof authSchemas;
export type AuthenticateRequest = BodyOf<Calls['adminAuthenticate']>;
export type AdminAuthenticateResponse = DataOf<Calls['adminAuthenticate']>;
export type CustomerAuthenticateResponse = DataOf<Calls['customerAuthenticate']>;
export type AdminUserSummary = AdminAuthenticateResponse['user'];
export type CustomerUserSummary = CustomerAuthenticateResponse['user'];
/** The session of either module: expiresAt, the user, mustChangePassword. */
export type AuthenticateResponse<U extends AdminUserSummary | CustomerUserSummary> = Omit<
  AdminAuthenticateResponse,
  'user'
> & { user: U };

/** verifyAdminUser / verifyUser: an OTP is e-mailed; same answer whether or not the e-mail exists. */
export type VerifyEmailRequest = BodyOf<Calls['verifyEmail']>;
export type OtpIssued = DataOf<Calls['verifyEmail']>;
export type OtpCheckRequest = BodyOf<Calls['otpGetByValue']>;
export type OtpVerified = DataOf<Calls['otpGetByValue']>;
export type OtpByEmailRequest = BodyOf<Calls['otpGetByEmail']>;
/** The latest OTP request of an e-mail (never the OTP itself). */
export type OtpRequestInfo = DataOf<Calls['otpGetByEmail']>;

/**
 * Either the e-mailed OTP (anonymous) or, signed in, the current password. The schema takes
 * the fields of both and the route checks which form it got, so the type names the two forms.
 */
export type ResetPasswordRequest =
  Pick<ResetFields, 'refCode' | 'otp' | 'newPassword'> | Pick<ResetFields, 'currentPassword' | 'newPassword'>;
type ResetFields = Required<BodyOf<Calls['resetPassword']>>;

export type EmptyData = DataOf<Calls['logout']>;

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

/**
 * Characters that show nothing: spaces, controls, format and default-ignorable characters
 * (U+200B, U+2060, U+00AD, U+180E, U+3164 …) and the blank Braille pattern U+2800.
 */
const INVISIBLE = /[\p{White_Space}\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}\u2800]/gu;

/**
 * A password is compared in Unicode NFKC (ASVS 2.1.x: the same password typed on another keyboard
 * or system is the same password).
 */
export const normalisePassword = (password: string) => password.normalize('NFKC');

/** True when the password has at least one character a person can see (the rule "not blank"). */
export const hasVisibleCharacter = (password: string) =>
  normalisePassword(password).replace(INVISIBLE, '') !== '';

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
      /** When the session ends at the latest (12 h); 30 idle minutes end it earlier. */
      expiresAt: str,
      user,
      /** While true, only resetPassword (with currentPassword) and logout are accepted. */
      mustChangePassword: bool,
    }),
  );

export const authSchemas = {
  adminAuthenticate: {
    body: body({ username, password: anyPassword }, ['username', 'password']),
    response: session(
      object({
        adminCode: str,
        username: str,
        fullName: str,
        email: str,
        role: { type: 'string', enum: ['ADMIN'] },
      }),
    ),
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
        userRole: { type: 'string', enum: CUSTOMER_USER_ROLES },
        role: { type: 'string', enum: ['CUSTOMER'] },
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
    response: okEnvelope(object({ refCode: str, verified: { type: 'boolean', enum: [true] } })),
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
