import type { ErrorDetail, FailureBody } from 'contract/envelope';
import { VALIDATION_CODE } from './api-error';

// Spec §8, in one place: a response failed when its HTTP status is neither 200 nor 499, or
// when the envelope says status.code '102' — even on HTTP 200 (older backends answer
// validation errors that way).

export const ACCEPTED_HTTP_STATUSES: readonly number[] = [200, 499];
export { VALIDATION_CODE };

/** axios validateStatus: only these statuses resolve; every other one rejects. */
export function isAcceptedStatus(status: number): boolean {
  return ACCEPTED_HTTP_STATUSES.includes(status);
}

export function envelopeStatus(body: unknown): FailureBody['status'] | undefined {
  if (typeof body !== 'object' || body === null || !('status' in body)) return undefined;
  const { status } = body;
  if (typeof status !== 'object' || status === null) return undefined;
  const candidate = status as Partial<FailureBody['status']>;
  return {
    code: typeof candidate.code === 'string' ? candidate.code : '',
    message: typeof candidate.message === 'string' ? candidate.message : '',
    details: Array.isArray(candidate.details) ? candidate.details.filter(isErrorDetail) : [],
    ...(typeof candidate.requestId === 'string' ? { requestId: candidate.requestId } : {}),
  };
}

function isErrorDetail(value: unknown): value is ErrorDetail {
  if (typeof value !== 'object' || value === null) return false;
  const detail = value as Partial<ErrorDetail>;
  return typeof detail.key === 'string' && typeof detail.description === 'string';
}

export function isFailedResponse(httpStatus: number, body: unknown): boolean {
  return !isAcceptedStatus(httpStatus) || envelopeStatus(body)?.code === VALIDATION_CODE;
}
