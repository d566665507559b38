// The Thai texts the public site shows (Thai is the default language), read from the same
// locale files as the app, so that a wording change does not break the tests.
import errors from '../../../src/locales/th/errors.json' with { type: 'json' };
import layout from '../../../src/locales/th/layout.json' with { type: 'json' };
import about from '../../../src/locales/th/public.about.json' with { type: 'json' };
import contact from '../../../src/locales/th/public.contact.json' with { type: 'json' };
import seo from '../../../src/locales/th/public.json' with { type: 'json' };
import landing from '../../../src/locales/th/public.landing.json' with { type: 'json' };
import landingSections from '../../../src/locales/th/public.landing-sections.json' with { type: 'json' };

/** The namespace `public` as the app assembles it from its per-page files. */
const publicTexts = {
  ...seo,
  landing: { ...landing.landing, ...landingSections.landing },
  ...about,
  ...contact,
};

export { errors, layout, publicTexts };

/** Matches an accessible name that starts with `text` (external links end with a new-tab hint). */
export function startsWith(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
}

/** The h1 and the document title (before " | RunThai") of each public route. */
export const PUBLIC_ROUTES = [
  { path: '/', heading: publicTexts.landing.hero.title, title: publicTexts.landing.documentTitle },
  { path: '/about-us', heading: publicTexts.about.hero.title, title: publicTexts.seo.pages.about.title },
  {
    path: '/contact-us',
    heading: publicTexts.contact.hero.title,
    title: publicTexts.seo.pages.contact.title,
  },
  { path: '/403', heading: errors['403'].title, title: errors['403'].title },
  { path: '/404', heading: errors['404'].title, title: errors['404'].title },
  { path: '/500', heading: errors['500'].title, title: errors['500'].title },
] as const;

/** External links of the menu, as built into the public-prod bundle (.env.public-prod). */
export const LINKS = {
  calendar: 'https://www.runthai.example/calendar',
  event: 'https://www.runthai.example/events',
  virtual: 'https://virtual.runthai.example',
  thaiathon: 'https://www.thaiathon.example',
  platformService: 'https://organizer.runthai.example/platform',
  medalService: 'https://organizer.runthai.example/medal',
} as const;

export const SOCIAL = {
  facebook: 'https://www.facebook.com/runthai.example',
  instagram: 'https://www.instagram.com/runthai.example',
  line: 'https://line.me/R/ti/p/@runthai.example',
} as const;
