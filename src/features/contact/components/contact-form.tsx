import { yupResolver } from '@hookform/resolvers/yup';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { ContactEmailRequest } from 'contract/contact';
import { useRef, useState } from 'react';
import { useForm, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { alertColours, ErrorNotice } from 'src/components/error-notice';
import { CheckboxCircleIcon } from 'src/components/inline-icons/icons/checkbox-circle';
import { SERVER_ERROR_TYPE } from 'src/components/form-fields/field-message';
import { markServerErrors } from 'src/hooks/server-field-errors';
import { useHydrated } from 'src/hooks/use-hydrated';
import { preloadApiClient } from 'src/lib/api-client';
import { isApiError } from 'src/lib/api-error';
import { retryAfterSeconds, sendContactEmail } from '../api/send-contact-email';
import {
  contactSchema,
  EMPTY_CONTACT,
  type ContactField,
  type ContactMessage,
  type ContactValues,
} from '../schemas/contact-schema';

/** The failure shown above the send button, as an i18n key and its values. */
type Failure = { key: string; values?: Record<string, number> };

function failureOf(error: unknown): Failure {
  if (!isApiError(error)) return { key: 'contact.form.failed' };
  if (error.status === 429) {
    const seconds = retryAfterSeconds(error);
    return seconds === undefined
      ? { key: 'contact.form.tooManySoon' }
      : { key: 'contact.form.tooMany', values: { minutes: Math.max(1, Math.ceil(seconds / 60)) } };
  }
  if (error.isNetwork) return { key: 'contact.form.offline' };
  return { key: 'contact.form.failed' };
}

/**
 * The contact e-mail form (lazy: react-hook-form, yup and TextField load with it). It says "sent"
 * in a notice of its own above the send button, not in a toast: the message stays until the next
 * send, and the page needs no toast machinery (notistack's styles were ~30 ms of a phone's main
 * thread when the form's code ran).
 */
export default function ContactForm() {
  const { t } = useTranslation('public');
  const [failure, setFailure] = useState<Failure | null>(null);
  const [sent, setSent] = useState(false);
  const [sending, setSending] = useState(false);
  const hydrated = useHydrated();
  // `sending` flips on the next render: a second press meanwhile must not send twice.
  const inFlight = useRef(false);
  const form = useForm<ContactValues>({
    resolver: yupResolver(contactSchema),
    defaultValues: EMPTY_CONTACT,
    mode: 'onTouched',
  });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = form;

  const send = async (values: ContactValues) => {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      setSending(true);
      setFailure(null);
      setSent(false);
      const body: ContactEmailRequest = {
        name: values.name,
        email: values.email,
        ...(values.tel ? { tel: values.tel } : {}),
        subject: values.subject,
        message: values.message,
        website: values.website,
      };
      await sendContactEmail(body);
      setSent(true);
      reset(EMPTY_CONTACT);
    } catch (error) {
      // The form keeps what was typed; fields the server names are marked, the first focused.
      setFailure(failureOf(error));
      if (isApiError(error)) {
        const [first] = markServerErrors(form, error);
        if (first !== undefined) form.setFocus(first);
      }
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  const errorText = (error: FieldError | undefined): string | undefined => {
    if (!error) return undefined;
    const message = error.message as unknown;
    if (error.type === SERVER_ERROR_TYPE && typeof message === 'string') return message;
    const { key, field, values } = message as ContactMessage;
    return t(key, { ...values, field: t(`contact.form.${field}`) });
  };

  const field = (name: ContactField, { helperText, ...props }: Partial<TextFieldProps> = {}) => {
    const { ref, ...registered } = register(name);
    const error = errors[name];
    return (
      <TextField
        {...registered}
        {...props}
        inputRef={ref}
        label={t(`contact.form.${name}`)}
        error={Boolean(error)}
        helperText={errorText(error) ?? helperText}
        fullWidth
        // The transport loads while the visitor types, not when they press send.
        onFocus={preloadApiClient}
      />
    );
  };

  return (
    <Box
      component="form"
      noValidate
      aria-labelledby="contact-form-title"
      onSubmit={(event) => {
        event.preventDefault();
        if (!inFlight.current) void handleSubmit(send)(event);
      }}
      sx={{
        display: 'grid',
        gap: 2.5,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
        position: 'relative',
      }}
    >
      {field('name', { required: true, autoComplete: 'name' })}
      {field('email', { required: true, type: 'email', autoComplete: 'email' })}
      {field('tel', { type: 'tel', autoComplete: 'tel', helperText: t('contact.form.telHint') })}
      {field('subject', { required: true })}
      <Box sx={{ gridColumn: '1 / -1' }}>
        {field('message', { required: true, multiline: true, minRows: 5 })}
      </Box>
      {/* The honeypot: off-screen, out of the tab order and of the accessibility tree. */}
      <Box
        aria-hidden="true"
        sx={{ position: 'absolute', left: -10000, top: 'auto', width: 1, height: 1, overflow: 'hidden' }}
      >
        <label htmlFor="contact-website">{t('contact.form.website')}</label>
        <input id="contact-website" type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
      </Box>
      {failure && <ErrorNotice sx={{ gridColumn: '1 / -1' }}>{t(failure.key, failure.values)}</ErrorNotice>}
      {sent && (
        <ErrorNotice
          role="status"
          icon={
            <Box sx={{ display: 'flex', color: 'success.main' }}>
              <CheckboxCircleIcon width={22} />
            </Box>
          }
          sx={(theme) => ({ gridColumn: '1 / -1', ...alertColours(theme, 'success') })}
        >
          {t('contact.form.sent')}
        </ErrorNotice>
      )}
      <Box sx={{ gridColumn: '1 / -1' }}>
        {/* loading also disables it: a second press cannot send a second message. */}
        <Button type="submit" variant="contained" size="large" loading={sending} disabled={!hydrated}>
          {t('contact.form.send')}
        </Button>
      </Box>
    </Box>
  );
}
