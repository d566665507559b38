import { useTranslation } from 'react-i18next';
import { RuleRefusals } from 'src/components/rule-refusals';

/** The 422 refusals of a template that cannot be ACTIVE yet: no form, or no field placed. */
export function RuleRefusalAlert({ error }: { error: unknown }) {
  const { t } = useTranslation('pdf-template');
  return (
    <RuleRefusals
      error={error}
      titles={{
        FORM_REQUIRED: t('details.rule.FORM_REQUIRED'),
        FIELDS_REQUIRED: t('details.rule.FIELDS_REQUIRED'),
      }}
    />
  );
}
