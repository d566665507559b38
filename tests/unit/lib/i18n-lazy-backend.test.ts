import { createInstance, type Resource } from 'i18next';
import { createLazyBackend } from 'src/lib/i18n';

// Builds bundle Thai and fetch English on demand through this backend (src/lib/i18n.ts).

const english: Resource = { en: { common: { hello: 'Hello' }, layout: { home: 'Home' } } };

async function instanceWith(load: () => Promise<Resource>, lng = 'th') {
  const i18n = createInstance();
  await i18n.use(createLazyBackend(() => load)).init({
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

it('loads each chunk once, when one of its namespaces is first needed', async () => {
  const firstLoad = vi.fn(() => Promise.resolve(english));
  const signedIn = vi.fn(() => Promise.resolve<Resource>({ en: { ticket: { title: 'Tickets' } } }));
  const i18n = createInstance();
  await i18n
    .use(createLazyBackend((_language, namespace) => (namespace === 'ticket' ? signedIn : firstLoad)))
    .init({
      resources: { th: { common: { hello: 'สวัสดี' }, layout: { home: 'หน้าแรก' } } },
      partialBundledLanguages: true,
      lng: 'en',
      ns: ['common', 'layout'],
      defaultNS: 'common',
      fallbackLng: 'th',
    });
  expect(i18n.t('layout:home')).toBe('Home');
  expect(firstLoad).toHaveBeenCalledTimes(1);
  expect(signedIn).not.toHaveBeenCalled();
  await i18n.loadNamespaces('ticket');
  expect(i18n.t('ticket:title')).toBe('Tickets');
  expect(signedIn).toHaveBeenCalledTimes(1);
});

it("adds every namespace of a loaded chunk, so another namespace's key reads at once", async () => {
  const chunk = vi.fn(() =>
    Promise.resolve<Resource>({ en: { ticket: { title: 'Tickets' }, list: { home: 'Home page' } } }),
  );
  const i18n = createInstance();
  await i18n.use(createLazyBackend(() => chunk)).init({
    resources: { th: { common: { hello: 'สวัสดี' } } },
    partialBundledLanguages: true,
    lng: 'en',
    ns: ['common'],
    defaultNS: 'common',
    fallbackLng: 'th',
  });
  await i18n.loadNamespaces('ticket');
  expect(i18n.t('list:home')).toBe('Home page');
  expect(chunk).toHaveBeenCalledTimes(1);
});
