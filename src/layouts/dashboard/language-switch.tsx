import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Iconify } from 'src/components/iconify';
import { useLocales } from 'src/lib/use-locales';

/** ไทย / English (spec §9); the choice is stored by i18next under i18nextLng. */
export function LanguageSwitch() {
  const { t } = useTranslation('common');
  const { allLangs, currentLang, onChangeLang } = useLocales();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
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
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        {allLangs.map((lang) => (
          <MenuItem
            key={lang.value}
            lang={lang.value}
            selected={lang.value === currentLang.value}
            aria-current={lang.value === currentLang.value ? 'true' : undefined}
            onClick={() => {
              onChangeLang(lang.value);
              setAnchor(null);
            }}
          >
            {lang.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
