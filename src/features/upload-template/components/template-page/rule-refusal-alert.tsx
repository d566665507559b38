import { useTranslation } from 'react-i18next';
import { RuleRefusals } from 'src/components/rule-refusals';

/**
 * The 422 refusals of an ACTIVE template that is not complete (docs/upload-templates.md): E-TAX
 * fields not mapped, dropdown columns without options, with what the server says is missing.
 */
export function RuleRefusalAlert({ error }: { error: unknown }) {
  const { t } = useTranslation('upload-template');
  return (
    <RuleRefusals
      error={error}
      titles={{
        ETAX_REQUIRED_KEYS: t('editor.rule.ETAX_REQUIRED_KEYS'),
        DROPDOWN_WITHOUT_OPTIONS: t('editor.rule.DROPDOWN_WITHOUT_OPTIONS'),
      }}
    />
  );
}
