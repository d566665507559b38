// The texts of the sections below the banners travel with their chunk (src/lib/i18n.ts).
import { addPageTexts } from 'src/lib/i18n';
import texts from 'src/locales/th/public.landing-sections.json';

addPageTexts('public', texts);
