import { CONTACT_LIMITS, CONTACT_TEL_PATTERN } from 'contract/contact';
import { object, string, type InferType } from 'yup';
import { blankForm } from 'src/lib/blank-form';

/** A message as an i18n key of the contact form, with the field's label key to put in it. */
export type ContactMessage = { key: string; field: ContactField; values?: Record<string, number> };
export type ContactField = 'name' | 'email' | 'tel' | 'subject' | 'message';

const message = (rule: string, field: ContactField, values?: Record<string, number>): ContactMessage => ({
  key: `contact.form.validation.${rule}`,
  field,
  values,
});

// The server's rules (contract/contact.ts): one line, not blank, the same lengths; the phone
// number as Thai digits. Values are trimmed before they are checked and sent.
const ONE_LINE = /^[^\r\n]*$/;
const line = (field: ContactField, max: number) =>
  string()
    .trim()
    .required(message('required', field))
    .max(max, message('max', field, { max }))
    .matches(ONE_LINE, { message: message('oneLine', field) });

export const contactSchema = object({
  name: line('name', CONTACT_LIMITS.name),
  email: string()
    .trim()
    .required(message('required', 'email'))
    .max(CONTACT_LIMITS.email, message('max', 'email', { max: CONTACT_LIMITS.email }))
    .email(message('email', 'email')),
  // Spaces and dashes people type (081-234-5678) are dropped: the server wants digits only.
  tel: string()
    .transform((value: string) => value.replace(/[\s-]/g, ''))
    // An object as the second argument is read as options: the message goes inside.
    .matches(new RegExp(CONTACT_TEL_PATTERN), { message: message('tel', 'tel') })
    .default(''),
  subject: line('subject', CONTACT_LIMITS.subject),
  message: string()
    .trim()
    .required(message('required', 'message'))
    .max(CONTACT_LIMITS.message, message('max', 'message', { max: CONTACT_LIMITS.message })),
  /** The honeypot: nobody sees it, so a person leaves it empty. */
  website: string().default(''),
});

export type ContactValues = InferType<typeof contactSchema>;

export const EMPTY_CONTACT = blankForm<ContactValues>(contactSchema);
