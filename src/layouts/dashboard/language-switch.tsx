import Button from '@mui/material/Button';
import { lazy, Suspense, useId, useState } from 'react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Iconify } from 'src/components/iconify';
import { useLocales } from 'src/lib/use-locales';
import { useOnceTrue } from './use-once-true';

// The menu (MUI Menu, Popover, Modal) loads on the first click, not with the first screen.
const LanguageMenu = lazy(() => import('./language-menu'));

/** Thai / English (spec §9); the choice is stored by i18next under i18nextLng. */
export function LanguageSwitch() {
  const { t } = useTranslation('common');
  const { currentLang } = useLocales();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuWanted = useOnceTrue(anchor !== null);
  const buttonId = useId();
  const menuId = useId();

  return (
    <>
      <Button
        id={buttonId}
        color="inherit"
        aria-label={`${t('language.change')}: ${currentLang.label}`}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        startIcon={<Iconify icon="ri:translate-2" />}
        sx={{ minWidth: 0, px: { xs: 1, sm: 1.5 } }}
      >
        <span lang={currentLang.value}>{currentLang.label}</span>
      </Button>
      {menuWanted && (
        <Suspense fallback={null}>
          <LanguageMenu id={menuId} labelledBy={buttonId} anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
