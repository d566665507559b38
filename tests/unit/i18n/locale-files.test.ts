// "English is complete — no screen shows a missing key" (ux.md): every namespace file has the
// same keys in Thai and English. New namespace files are picked up automatically.

const files = import.meta.glob<{ default: Record<string, unknown> }>('../../../src/locales/*/*.json', {
  eager: true,
});

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

const byNamespace = new Map<string, Partial<Record<'th' | 'en', string[]>>>();
for (const [path, module] of Object.entries(files)) {
  const [, lang, namespace] = /\/(th|en)\/([^/]+)\.json$/.exec(path) ?? [];
  if (!lang || !namespace) continue;
  byNamespace.set(namespace, { ...byNamespace.get(namespace), [lang]: keysOf(module.default).sort() });
}

it('finds the common namespace in both languages', () => {
  expect(byNamespace.get('common')?.th?.length).toBeGreaterThan(0);
});

it.each([...byNamespace.keys()])('namespace %s has the same keys in Thai and English', (namespace) => {
  const { th, en } = byNamespace.get(namespace) ?? {};
  expect(en, `${namespace}.json missing in en`).toBeDefined();
  expect(th, `${namespace}.json missing in th`).toBeDefined();
  expect(en).toEqual(th);
});
