// One spelling for the loan words users read (issue 32 item 5): the Royal Institute's อัปโหลด,
// ป็อปอัป, not อัพโหลด / ป๊อปอัพ — across every screen (locale files) and every server message,
// mail and PDF text (server/**). "อัพ" never appears in the Royal Institute's transliteration.

const screens = import.meta.glob<string>('../../../src/locales/th/*.json', {
  eager: true,
  query: '?raw',
  import: 'default',
});
const server = import.meta.glob<string>('../../../server/**/*.ts', {
  eager: true,
  query: '?raw',
  import: 'default',
});

const variants = /อัพ|ป๊อป/g;

it('reads the Thai locale files and the server sources', () => {
  expect(Object.keys(screens).length).toBeGreaterThan(20);
  expect(Object.keys(server).length).toBeGreaterThan(100);
});

it.each(Object.entries({ ...screens, ...server }))(
  '%s spells loan words the Royal Institute way',
  (_path, text) => {
    expect(text.match(variants) ?? []).toEqual([]);
  },
);
