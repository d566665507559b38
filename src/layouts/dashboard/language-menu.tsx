import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useLocales } from 'src/lib/use-locales';
import { anchoredProps } from 'src/lib/popup-props';

interface LanguageMenuProps {
  id: string;
  labelledBy: string;
  anchor: HTMLElement | null;
  onClose: () => void;
}

/** The Thai / English choices of the header's language button (loaded when first opened). */
export default function LanguageMenu({ id, labelledBy, anchor, onClose }: LanguageMenuProps) {
  const { allLangs, currentLang, onChangeLang } = useLocales();
  return (
    <Menu {...anchoredProps(id, anchor, onClose)} slotProps={{ list: { 'aria-labelledby': labelledBy } }}>
      {allLangs.map((lang) => (
        <MenuItem
          key={lang.value}
          lang={lang.value}
          selected={lang.value === currentLang.value}
          aria-current={lang.value === currentLang.value ? 'true' : undefined}
          onClick={() => {
            onChangeLang(lang.value);
            onClose();
          }}
        >
          {lang.label}
        </MenuItem>
      ))}
    </Menu>
  );
}
