import Box from '@mui/material/Box';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Section } from 'src/components/marketing';

// The form's code (react-hook-form, yup, TextField: ~35 KB gzip) is a
// chunk of its own, fetched as the page renders: it stays out of the page's first load
// (docs/bundle-size.md, public ≤ 150 KB) and arrives before anyone can start typing.
const ContactForm = lazy(() => import('./contact-form'));

/** The contact e-mail form with its title, in the page's own section layout. */
export function ContactFormSection() {
  const { t } = useTranslation('public');
  return (
    <Section
      title={t('contact.form.title')}
      description={t('contact.form.description')}
      titleId="contact-form-title"
    >
      <Box sx={{ maxWidth: 760, mx: 'auto' }}>
        <Suspense
          fallback={
            // The form's height, kept while its code loads: nothing below it moves (CLS).
            <Box
              role="status"
              aria-label={t('contact.form.loading')}
              sx={{ minHeight: { xs: 640, sm: 460 } }}
            />
          }
        >
          <ContactForm />
        </Suspense>
      </Box>
    </Section>
  );
}
