import type { ErrorDetail } from '../../contract/envelope';

/**
 * An expected failure: becomes the contract's failure envelope with its HTTP status.
 * Anything else that is thrown becomes a generic 500 (server/plugins/error-handler.ts).
 */
export class AppError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly code: string,
    message: string,
    readonly details: ErrorDetail[] = [],
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

const detail = (key: string, description: string): ErrorDetail[] => [{ key, description }];

export const validationFailed = (details: ErrorDetail[]) =>
  new AppError(400, '102', 'Validation failed', details);
/** Duplicate or stale record: `key` is the error code (CUSTOMER_DUPLICATE, STALE_RECORD …). */
export const conflict = (key: string, description: string) =>
  new AppError(409, '102', 'Conflict', detail(key, description));
/** A business rule refused the request (wrong workflow state, OTP_INVALID …). */
export const ruleRefused = (key: string, description: string) =>
  new AppError(422, '102', 'Business rule refused', detail(key, description));
export const invalidCredentials = (description: string) =>
  new AppError(401, '102', 'Invalid credentials', detail('INVALID_CREDENTIALS', description));
export const unauthorized = () => new AppError(401, '401', 'Unauthorized');
export const forbidden = (key?: string, description?: string) =>
  new AppError(403, '403', 'Forbidden', key ? detail(key, description ?? key) : []);
/** No such record, or a record of another customer: never reveal which. */
export const notFound = () => new AppError(404, '404', 'Not found');
export const tooLarge = (description: string) =>
  new AppError(413, '413', 'Payload too large', detail('FILE_TOO_LARGE', description));
export const unsupportedType = (description: string) =>
  new AppError(415, '415', 'Unsupported media type', detail('FILE_TYPE', description));
export const tooManyRequests = (retryAfterSeconds: number) =>
  new AppError(429, '429', 'Too many requests', [], { 'Retry-After': String(retryAfterSeconds) });
