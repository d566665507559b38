import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { UPLOAD_TEMPLATE_ERROR_KEYS } from 'contract/upload-template';
import { useTranslation } from 'react-i18next';
import { isApiError } from 'src/lib/api-error';

/** The 422 refusals of an ACTIVE template that is not complete (docs/upload-templates.md). */
const RULE_KEYS: readonly string[] = UPLOAD_TEMPLATE_ERROR_KEYS.filter(
  (key) => key === 'ETAX_REQUIRED_KEYS' || key === 'DROPDOWN_WITHOUT_OPTIONS',
);

/**
 * Next to the save button that was refused: why an ACTIVE template cannot be saved so (E-TAX
 * fields not mapped, dropdown columns without options), with what the server says is missing.
 * The page's error banner says it too, but far from the button and in the server's words only.
 */
export function RuleRefusalAlert({ error }: { error: unknown }) {
  const { t } = useTranslation('upload-template');
  if (!isApiError(error) || error.status !== 422) return null;
  const details = error.details.filter((detail) => RULE_KEYS.includes(detail.key));
  if (details.length === 0) return null;
  return (
    <Alert severity="error" sx={{ mt: 2 }}>
      {details.map(({ key, description }) => (
        <div key={key}>
          <AlertTitle>{t(`editor.rule.${key}`)}</AlertTitle>
          {description}
        </div>
      ))}
    </Alert>
  );
}
