import Stack from '@mui/material/Stack';
import { CERTIFICATE_FILE_ACCEPT, CERTIFICATE_PASSWORD_MAX } from 'contract/customer-certificate';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FileDrop } from 'src/components/file-drop';
import { errorText } from 'src/components/form-fields';
import { PasswordField } from 'src/components/password-field';
import type { CertificateValues } from './certificate-schema';

/**
 * The password, then the PKCS#12. The password comes first so that the dialog's first-field
 * focus lands on it (the file picker's input is hidden behind its button).
 */
export function CertificateFields() {
  const { t } = useTranslation('customer');
  const { control, clearErrors } = useFormContext<CertificateValues>();
  const passwordLabel = t('certificate.password');
  return (
    <Stack spacing={2.5} sx={{ pt: 1 }}>
      <Controller
        control={control}
        name="password"
        render={({ field, fieldState }) => (
          <PasswordField
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            label={passwordLabel}
            showLabel={t('certificate.showPassword')}
            hideLabel={t('certificate.hidePassword')}
            // Keeps the browser from offering the administrator's own sign-in password.
            autoComplete="new-password"
            inputProps={{ maxLength: CERTIFICATE_PASSWORD_MAX }}
            required
            fullWidth
            error={Boolean(fieldState.error)}
            helperText={errorText(t, fieldState.error) ?? t('certificate.passwordHint')}
          />
        )}
      />
      <Controller
        control={control}
        name="file"
        render={({ field, fieldState }) => (
          <FileDrop
            file={field.value}
            onChange={(file) => {
              // The server's word on the last file does not hold for the next one.
              clearErrors('file');
              field.onChange(file);
            }}
            accept={CERTIFICATE_FILE_ACCEPT}
            label={t('certificate.file')}
            error={errorText(t, fieldState.error)}
          />
        )}
      />
    </Stack>
  );
}
