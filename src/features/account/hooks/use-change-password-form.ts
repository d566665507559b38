import { yupResolver } from '@hookform/resolvers/yup';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { useSnackbar } from 'notistack';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { resetPassword } from '../api/reset-password';
import { changePasswordSchema, type ChangePasswordValues } from '../schemas/password-schemas';
import { failureOf } from '../utils/password-failure';

export interface ChangePasswordForm {
  form: UseFormReturn<ChangePasswordValues>;
  /** A message key for the whole form (network, rate limit …), null when none. */
  formError: string | null;
  onSubmit: (event?: FormEvent) => void;
}

/**
 * The signed-in password change: current + new + confirmation, sent with currentPassword.
 * A refusal lands on its field (wrong current password, same as current, too common) and the
 * typed values stay: the form is never reset or remounted on failure. Every failure also gets
 * the save-failed toast (spec §9), like the other forms; a failure of no field (no answer, a
 * 5xx) is said above the fields, and submitting again tries again.
 */
export function useChangePasswordForm(onChanged: () => void): ChangePasswordForm {
  const { t } = useTranslation('common');
  const { enqueueSnackbar } = useSnackbar();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ChangePasswordValues>({
    resolver: yupResolver(changePasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    mode: 'onTouched',
  });

  const submit = async ({ currentPassword, newPassword }: ChangePasswordValues) => {
    setFormError(null);
    try {
      await resetPassword({ currentPassword, newPassword });
    } catch (error) {
      enqueueSnackbar(t('toast.saveFailure'), { variant: 'error' });
      const failure = failureOf(error);
      if (failure.field === 'currentPassword' || failure.field === 'newPassword') {
        form.setError(failure.field, { type: 'server', message: failure.messageKey }, { shouldFocus: true });
      } else {
        setFormError(failure.messageKey);
      }
      return;
    }
    onChanged();
  };

  return { form, formError, onSubmit: (event) => void form.handleSubmit(submit)(event) };
}
