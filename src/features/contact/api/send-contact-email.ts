import {
  SEND_CONTACT_EMAIL_PATH,
  type ContactEmailRequest,
  type ContactEmailResponse,
} from 'contract/contact';
import { apiPost } from 'src/lib/api-client';

/** POST /api/commonController/sendContactEmail. Silent: the form shows its own failure. */
export function sendContactEmail(body: ContactEmailRequest): Promise<ContactEmailResponse> {
  return apiPost<ContactEmailResponse>(SEND_CONTACT_EMAIL_PATH, body, { silent: true });
}

/**
 * Seconds a 429 answer asks to wait (its Retry-After header), when it says so. ApiError keeps
 * the transport's error as `cause`; axios puts the answer's headers there, lower-cased.
 */
export function retryAfterSeconds(error: { status: number; cause?: unknown }): number | undefined {
  if (error.status !== 429) return undefined;
  const headers = (error.cause as { response?: { headers?: Record<string, unknown> } } | undefined)?.response
    ?.headers;
  const header = headers?.['retry-after'];
  const value = typeof header === 'string' || typeof header === 'number' ? Number(header) : Number.NaN;
  return Number.isFinite(value) && value > 0 ? value : undefined;
}
