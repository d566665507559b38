// The Thai texts of the password pages and dialog (forgot password, forced and signed-in change)
// travel with their chunks (src/lib/i18n.ts, addPageTexts), not with the sign-in page's first
// load; the English ones are in the English chunk (src/lib/i18n-english.ts).
import texts from 'src/locales/th/account.passwords.json';
import { addPageTexts } from 'src/lib/i18n';

addPageTexts('account', texts);
