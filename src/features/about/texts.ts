// The page's Thai texts travel with its chunk (src/lib/i18n.ts, addPageTexts).
import { addPageTexts } from 'src/lib/i18n';
import texts from 'src/locales/th/public.about.json';

addPageTexts('public', texts);
