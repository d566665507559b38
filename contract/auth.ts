// Authentication, OTP and password calls of the API contract (docs/api-contract.md,
// "Authentication — anonymous"). Types for the web app (import type) and JSON schemas for the
// server's routes (requests refuse unknown fields; responses are the contract's envelope).
import { CUSTOMER_USER_ROLES } from './menus';
import {
  body,
  bool,
  emptyBody,
  object,
  okEnvelope,
  oneOf,
  str,
  type BodyOf,
  type DataOf,
  type FromSchema,
} from './schema-kit';

// ---------------------------------------------------------------- types (read off the schemas)

type Calls = typeof authSchemas;
export type AuthenticateRequest = BodyOf<Calls['adminAuthenticate']>;
/** The session an administrator's sign-in ends with. */
export type AdminAuthenticateResponse = FromSchema<typeof adminSession>;
export type CustomerAuthenticateResponse = FromSchema<typeof customerSession>;
/**
 * The password step's answer once a second factor is in play: the code step (CODE), or, when
 * the setting requires a second factor the administrator has not set up yet, its enrolment
 * (ENROL). The challenge token is good for CHALLENGE_MINUTES, for this one purpose, once.
 */
export type SecondFactorStep = FromSchema<typeof secondFactorStep>;
/** The password step: a session, or the second factor's step. */
export type SignInAnswer<S> = S | SecondFactorStep;
export const isSecondFactorStep = <S extends object>(answer: SignInAnswer<S>): answer is SecondFactorStep =>
  'challengeToken' in answer;
export type SecondFactorCodeRequest = BodyOf<Calls['adminVerifySecondFactor']>;
export type SecondFactorEnrolment = DataOf<Calls['enrolSecondFactor']>;
export type SecondFactorChallengeRequest = BodyOf<Calls['adminEnrolSecondFactor']>;
export type SecondFactorConfirmRequest = BodyOf<Calls['confirmSecondFactor']>;
export type SecondFactorConfirmed = DataOf<Calls['confirmSecondFactor']>;
/** The session of a sign-in that enrolled on the way, with the recovery codes (shown once). */
export type AdminEnrolledSession = DataOf<Calls['adminConfirmSecondFactor']>;
export type SecondFactorStatus = DataOf<Calls['secondFactorStatus']>;
export type SecondFactorDisableRequest = BodyOf<Calls['disableSecondFactor']>;
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
  'SECOND_FACTOR_CODE_INVALID',
  'SECOND_FACTOR_CHALLENGE_EXPIRED',
  'SECOND_FACTOR_ALREADY_ENROLLED',
  'SECOND_FACTOR_NOT_ENROLLED',
  'SECOND_FACTOR_NOT_ALLOWED',
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

const sessionOf = <U extends object>(user: U) =>
  object({
    accessToken: str,
    tokenType: oneOf(['Bearer']),
    /** When the session ends at the latest (12 h); 30 idle minutes end it earlier. */
    expiresAt: str,
    user,
    /** While true, only resetPassword (with currentPassword) and logout are accepted. */
    mustChangePassword: bool,
  });
const adminSession = sessionOf(
  object({
    adminCode: str,
    username: str,
    fullName: str,
    email: str,
    role: oneOf(['ADMIN']),
  }),
);
const customerSession = sessionOf(
  object({
    userCode: str,
    username: str,
    fullName: str,
    email: str,
    customerCode: str,
    customerName: str,
    userRole: oneOf(CUSTOMER_USER_ROLES),
    role: oneOf(['CUSTOMER']),
  }),
);
const secondFactorStep = object({
  secondFactor: oneOf(['CODE', 'ENROL']),
  challengeToken: str,
  /** When the challenge ends (the password step must then be done again). */
  expiresAt: str,
});

// The challenge token is 32 random bytes, base64url.
const challengeToken = { type: 'string', pattern: '^[A-Za-z0-9_-]{43}$' } as const;
/** A 6-digit code of the authenticator app, or a recovery code (XXXXX-XXXXX, case and dashes free). */
const secondFactorCode = {
  type: 'string',
  minLength: 6,
  maxLength: 20,
  pattern: '^[0-9A-Za-z -]+$',
} as const;
const totpCode = { type: 'string', pattern: '^[0-9]{6}$' } as const;
const enrolment = object({
  /** Base32, for typing into the app by hand. */
  secret: str,
  otpauthUri: str,
  /** The otpauth URI as a QR code: a PNG data URL. */
  qrCode: str,
});
const recoveryCodes = { type: 'array', items: str } as const;

export const authSchemas = {
  adminAuthenticate: {
    body: body({ username, password: anyPassword }, ['username', 'password']),
    response: okEnvelope({ anyOf: [adminSession, secondFactorStep] }),
  },
  customerAuthenticate: {
    body: body({ username, password: anyPassword }, ['username', 'password']),
    response: okEnvelope({ anyOf: [customerSession, secondFactorStep] }),
  },
  /** The code step: the challenge of the password step and a TOTP or recovery code. */
  adminVerifySecondFactor: {
    body: body({ challengeToken, code: secondFactorCode }, ['challengeToken', 'code']),
    response: okEnvelope(adminSession),
  },
  customerVerifySecondFactor: {
    body: body({ challengeToken, code: secondFactorCode }, ['challengeToken', 'code']),
    response: okEnvelope(customerSession),
  },
  /** Enrolment during sign-in, when the setting requires it (an ENROL challenge). */
  adminEnrolSecondFactor: {
    body: body({ challengeToken }, ['challengeToken']),
    response: okEnvelope(enrolment),
  },
  adminConfirmSecondFactor: {
    body: body({ challengeToken, code: totpCode }, ['challengeToken', 'code']),
    response: okEnvelope(object({ session: adminSession, recoveryCodes })),
  },
  /** Signed in: whether the caller has a second factor, and whether the setting requires one. */
  secondFactorStatus: {
    body: emptyBody,
    response: okEnvelope(object({ enrolled: bool, required: bool, recoveryCodesLeft: { type: 'integer' } })),
  },
  enrolSecondFactor: { body: emptyBody, response: okEnvelope(enrolment) },
  confirmSecondFactor: {
    body: body({ code: totpCode }, ['code']),
    response: okEnvelope(object({ recoveryCodes })),
  },
  disableSecondFactor: {
    body: body({ password: anyPassword, code: secondFactorCode }, ['password', 'code']),
    response: okEnvelope(emptyObject),
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
