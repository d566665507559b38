import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { env } from 'src/config/env';

interface PageTitleProps {
  title: string;
  /** The page's description (meta description, og:description); public pages default to theirs. */
  description?: string;
}

/** The path inside the app (without the module's base path). */
function appPath(): string {
  const { pathname } = window.location;
  const base = env.basePath.replace(/\/$/, '');
  const inApp = base && pathname.startsWith(base) ? pathname.slice(base.length) : pathname;
  return inApp.replace(/(.)\/+$/, '$1') || '/';
}

/**
 * Sets the document title (React 19 hoists <title> into <head>): "<page> | <brand>". On the
 * public site it also keeps the description, canonical link and Open Graph tags of the page in
 * the visitor's language (./head-tags.ts, a chunk of its own: the server wrote the first page's
 * tags, so the code is only wanted from the first move or language switch on, and it kept the
 * public first load over its 150 KB bar).
 */
export function PageTitle({ title, description }: PageTitleProps) {
  const { t, i18n } = useTranslation('layout');
  const fullTitle = `${title} | ${t(`brand.${env.module}`)}`;
  const language = i18n.resolvedLanguage ?? i18n.language;
  useEffect(() => {
    // The build flag (not env.module), so that the back-office builds drop the head tags' code.
    if (import.meta.env.VITE_MODULE !== 'public') return;
    const path = appPath();
    // One module promise: the tags of a later page are applied after those of an earlier one.
    void import('./head-tags').then(({ applyHeadTags, SEO_PAGES }) => {
      const page = SEO_PAGES[path];
      applyHeadTags({
        title: fullTitle,
        description: description ?? (page ? i18n.t(`public:seo.pages.${page}.description`) : undefined),
        path,
        language,
      });
    });
  }, [fullTitle, description, language, i18n]);
  return <title>{fullTitle}</title>;
}
