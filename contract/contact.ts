// The public contact form (docs/api-contract.md, "Common"):
// POST /api/commonController/sendContactEmail, anonymous, rate-limited per IP.

import { emptyData } from './schema-kit';
import type { BodyOf, DataOf } from './schema-kit';

export const SEND_CONTACT_EMAIL_PATH = '/api/commonController/sendContactEmail';

export const CONTACT_LIMITS = { name: 200, email: 254, subject: 200, message: 5000 } as const;
export const CONTACT_TEL_PATTERN = '^(0[0-9]{8,9})?$';
/** One line, not blank: what lands in mail headers or first lines (no header injection). */
const ONE_LINE = '^[^\\r\\n]*\\S[^\\r\\n]*$';
const line = (maxLength: number) => ({ type: 'string', minLength: 1, maxLength, pattern: ONE_LINE }) as const;

/**
 * The form's fields. `website` is a honeypot: render it as a text input that people never see
 * (off-screen, `tabIndex={-1}`, `autoComplete="off"`, `aria-hidden`) and send it as typed (empty).
 * Bots fill every field; when it is filled the server answers success and sends nothing.
 * tel: a Thai number, 9–10 digits starting with 0, no spaces or dashes; empty = none.
 */
export type ContactEmailRequest = BodyOf<typeof contactSchema>;
/** The answer's data is empty: `{}`. 429 with Retry-After after too many messages from one IP. */
export type ContactEmailResponse = DataOf<typeof contactSchema>;

export const contactSchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['name', 'email', 'subject', 'message'],
    properties: {
      name: line(CONTACT_LIMITS.name),
      email: { type: 'string', format: 'email', maxLength: CONTACT_LIMITS.email },
      tel: { type: 'string', pattern: CONTACT_TEL_PATTERN },
      subject: line(CONTACT_LIMITS.subject),
      message: { type: 'string', minLength: 1, maxLength: CONTACT_LIMITS.message, pattern: '\\S' },
      website: { type: 'string', maxLength: 500 },
    },
  },
  response: emptyData,
} as const;
