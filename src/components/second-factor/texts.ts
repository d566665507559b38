// The Thai texts of setting up and managing the second factor travel with this chunk
// (src/lib/i18n.ts, addPageTexts), not with the sign-in page's first load; the English ones are
// in the English chunk (src/lib/i18n-english.ts).
import texts from 'src/locales/th/auth.second-factor.json';
import { addPageTexts } from 'src/lib/i18n';

addPageTexts('auth', texts);
