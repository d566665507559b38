import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from 'src/components/visually-hidden';

/** Screen readers hear that an external link opens a new tab; sighted users see an icon. */
export function NewTabHint() {
  const { t } = useTranslation('layout');
  return <VisuallyHidden>{` (${t('nav.opensInNewTab')})`}</VisuallyHidden>;
}
