// Each case loads a fresh i18n instance, as a page load would.

async function freshI18n() {
  vi.resetModules();
  return (await import('src/lib/i18n')).i18n;
}

afterEach(() => {
  vi.resetModules();
});

it('starts the back-office in Thai without a stored choice, even on an English browser', async () => {
  localStorage.removeItem('i18nextLng');
  expect(navigator.language).toMatch(/^en/);
  const i18n = await freshI18n();
  expect(i18n.language).toBe('th');
  expect(i18n.t('errorBanner.generic')).toBe('เกิดข้อผิดพลาด กรุณาติดต่อผู้ดูแลระบบ');
});

it('starts in the language stored under i18nextLng', async () => {
  localStorage.setItem('i18nextLng', 'en');
  const i18n = await freshI18n();
  expect(i18n.language).toBe('en');
  expect(i18n.t('errorBanner.generic')).toBe('An error occurred. Please contact the administrator.');
});

it('stores a language switch under i18nextLng', async () => {
  const i18n = await freshI18n();
  await i18n.changeLanguage('en');
  expect(localStorage.getItem('i18nextLng')).toBe('en');
});

it('falls back to Thai texts for a stored language without texts', async () => {
  localStorage.setItem('i18nextLng', 'ar');
  vi.resetModules();
  const { i18n, currentLanguage } = await import('src/lib/i18n');
  expect(i18n.language).toBe('ar');
  expect(currentLanguage()).toBe('th');
  expect(i18n.t('action.save')).toBe('บันทึก');
});

it("finds a first visit's language among the browser's: the first the product speaks, else Thai", async () => {
  const { browserLanguage } = await import('src/lib/i18n');
  expect(browserLanguage(['en-US', 'th'])).toBe('en');
  expect(browserLanguage(['ja-JP', 'th-TH', 'en'])).toBe('th');
  expect(browserLanguage(['EN-gb'])).toBe('en');
  expect(browserLanguage(['fr-FR', 'de'])).toBe('th');
  expect(browserLanguage([])).toBe('th');
});
