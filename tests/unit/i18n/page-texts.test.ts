import { buildResources, i18n } from 'src/lib/i18n';

describe('texts split into per-page files', () => {
  it('merges <namespace>.<part>.json files into their namespace, nested groups included', () => {
    const resources = buildResources({
      '../locales/th/public.json': { default: { seo: { pages: { landing: { title: 'หน้าแรก' } } } } },
      '../locales/th/public.landing.json': { default: { landing: { hero: { title: 'ฮีโร่' } } } },
      '../locales/th/public.landing-sections.json': { default: { landing: { cta: { title: 'เริ่มเลย' } } } },
      '../locales/en/public.landing.json': { default: { landing: { hero: { title: 'Hero' } } } },
    });
    expect(resources).toEqual({
      th: {
        public: {
          seo: { pages: { landing: { title: 'หน้าแรก' } } },
          landing: { hero: { title: 'ฮีโร่' }, cta: { title: 'เริ่มเลย' } },
        },
      },
      en: { public: { landing: { hero: { title: 'Hero' } } } },
    });
  });

  it('a page chunk registers its Thai texts before it renders', async () => {
    i18n.removeResourceBundle('th', 'public');
    expect(i18n.exists('public:contact.form.send')).toBe(false);
    await import('src/features/contact/texts');
    expect(i18n.t('public:contact.form.send')).not.toBe('contact.form.send');
    expect(i18n.exists('public:contact.form.send')).toBe(true);
  });
});
