import { enUS, thTH } from '@mui/material/locale';
import { setMuiTexts } from './mui-texts';

// MUI's component texts for the signed-in back-office's screens (data grid pagination,
// autocomplete …): registered when its chunk loads (src/app/signed-in-app.tsx).
setMuiTexts({ th: thTH, en: enUS });
