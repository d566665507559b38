import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useLocales } from 'src/lib/use-locales';

/**
 * Thai / English as two buttons side by side, the shown language pressed: the signed-out pages'
 * switch (the signed-in header has its menu). Plain buttons — no menu, popover or icon runtime on
 * the sign-in page's first load — each named in its own language. The choice is stored like the
 * header's (i18nextLng, src/lib/i18n), so the signed-in app starts in it.
 */
export function LanguageToggle() {
  const { t } = useTranslation('common');
  const { allLangs, currentLang, onChangeLang } = useLocales();
  return (
    <Box role="group" aria-label={t('language.label')} sx={{ display: 'flex', gap: 0.5 }}>
      {allLangs.map((lang) => {
        const shown = lang.value === currentLang.value;
        return (
          <Button
            key={lang.value}
            lang={lang.value}
            color="inherit"
            size="small"
            aria-pressed={shown}
            onClick={() => {
              if (!shown) onChangeLang(lang.value);
            }}
            sx={{
              minWidth: 0,
              px: 1,
              fontWeight: shown ? 700 : 400,
              textDecoration: shown ? 'underline' : 'none',
              textUnderlineOffset: 4,
              color: shown ? 'text.primary' : 'text.secondary',
            }}
          >
            {lang.label}
          </Button>
        );
      })}
    </Box>
  );
}
