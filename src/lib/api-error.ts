import type { ErrorDetail } from 'contract/envelope';

export type { ErrorDetail };

/**
 * The envelope code of a validation refusal (spec §8). Defined here, not in ./api-failure-rule,
 * so the error banner (on every first screen) does not pull that module — the axios
 * transport's rule — into the first-load chunk of a site that calls the API.
 */
export const VALIDATION_CODE = '102';

/** Codes the client makes up for failures that never reached a server answer. */
export const CLIENT_ERROR_CODES = {
  network: 'NETWORK',
  /** Sent, but no answer within the call's time limit (a paused or overloaded server). */
  timeout: 'TIMEOUT',
  canceled: 'CANCELED',
} as const;

/**
 * The one error type of every failed API call (spec §8).
 * - status: HTTP status, or 0 when no answer came back (network down, CORS, aborted).
 * - code: the envelope's status.code ('102', '401', …), else the HTTP status as text, else
 *   'NETWORK' / 'TIMEOUT' / 'CANCELED'.
 * - details: the envelope's status.details (one per field or rule), empty when none.
 */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly details: ErrorDetail[];
  readonly requestId: string | undefined;

  constructor(init: {
    status: number;
    code: string;
    message: string;
    details?: ErrorDetail[];
    requestId?: string | undefined;
    cause?: unknown;
  }) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.code = init.code;
    this.details = init.details ?? [];
    this.requestId = init.requestId;
  }

  /** Validation / duplicate / business-rule refusal with field or rule details. */
  get isValidation(): boolean {
    return this.code === '102';
  }

  get isNetwork(): boolean {
    return this.code === CLIENT_ERROR_CODES.network;
  }

  get isTimeout(): boolean {
    return this.code === CLIENT_ERROR_CODES.timeout;
  }

  /** No answer at all: the server could not be reached, or did not answer in time. */
  get isUnanswered(): boolean {
    return this.isNetwork || this.isTimeout;
  }

  get isCanceled(): boolean {
    return this.code === CLIENT_ERROR_CODES.canceled;
  }

  /** The detail for one field or rule key, if the server sent one. */
  detailFor(key: string): ErrorDetail | undefined {
    return this.details.find((detail) => detail.key === key);
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
