import { createInstance, type Resource } from 'i18next';
import { createLazyBackend } from 'src/lib/i18n';

// Builds bundle Thai and fetch English on demand through this backend (src/lib/i18n.ts).

const english: Resource = { en: { common: { hello: 'Hello' }, layout: { home: 'Home' } } };

async function instanceWith(load: () => Promise<Resource>, lng = 'th') {
  const i18n = createInstance();
  await i18n.use(createLazyBackend(load)).init({
    resources: { th: { common: { hello: 'สวัสดี' }, layout: { home: 'หน้าแรก' } } },
    partialBundledLanguages: true,
    lng,
    ns: ['common', 'layout'],
    defaultNS: 'common',
    fallbackLng: 'th',
    load: 'languageOnly',
  });
  return i18n;
}

it('loads nothing while the bundled language is shown', async () => {
  const load = vi.fn(() => Promise.resolve(english));
  const i18n = await instanceWith(load);
  expect(i18n.t('hello')).toBe('สวัสดี');
  expect(load).not.toHaveBeenCalled();
});

it('loads the other language once, for all namespaces, when it is first shown', async () => {
  const load = vi.fn(() => Promise.resolve(english));
  const i18n = await instanceWith(load);
  await i18n.changeLanguage('en');
  expect(i18n.t('hello')).toBe('Hello');
  expect(i18n.t('layout:home')).toBe('Home');
  expect(load).toHaveBeenCalledTimes(1);
});

it('starts in a stored language that is not bundled once its texts have arrived', async () => {
  const i18n = await instanceWith(() => Promise.resolve(english), 'en');
  expect(i18n.language).toBe('en');
  expect(i18n.t('hello')).toBe('Hello');
});

it('gives a language it does not have nothing, so its texts fall back to Thai', async () => {
  const i18n = await instanceWith(() => Promise.resolve(english), 'ar');
  expect(i18n.language).toBe('ar');
  expect(i18n.t('hello')).toBe('สวัสดี');
});

it('asks again after a failed load', async () => {
  const load = vi
    .fn<() => Promise<Resource>>()
    .mockRejectedValueOnce(new Error('chunk failed'))
    .mockResolvedValue(english);
  const i18n = await instanceWith(load);
  await i18n.changeLanguage('en');
  await vi.waitFor(() => expect(i18n.t('hello')).toBe('Hello'));
  expect(load).toHaveBeenCalledTimes(2);
});
