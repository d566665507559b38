import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTranslation } from 'react-i18next';
import { fCurrency, fDate, fDateTime, fFileSize, fNumber } from 'src/lib/format';
import { i18n } from 'src/lib/i18n';
import { useLocales } from 'src/lib/use-locales';
import { allLangs } from 'src/locales/langs';

it('offers Thai (default) and English with their own names and formats', () => {
  expect(
    allLangs.map(({ value, label, adapterLocale, numberFormat }) => ({
      value,
      label,
      adapterLocale,
      numberFormat,
    })),
  ).toEqual([
    { value: 'th', label: 'ภาษาไทย', adapterLocale: 'th', numberFormat: { code: 'th-TH', currency: 'THB' } },
    { value: 'en', label: 'English', adapterLocale: 'en', numberFormat: { code: 'en-US', currency: 'USD' } },
  ]);
});

function LanguageDemo() {
  const { t } = useTranslation();
  const { allLangs: langs, currentLang, onChangeLang } = useLocales();
  return (
    <>
      <h1>{t('confirm.title')}</h1>
      <p aria-label="amount">{fCurrency(1234.5)}</p>
      <p aria-label="date">{fDate('2026-11-21')}</p>
      {langs.map((lang) => (
        <button
          key={lang.value}
          type="button"
          aria-pressed={lang.value === currentLang.value}
          onClick={() => onChangeLang(lang.value)}
        >
          {lang.label}
        </button>
      ))}
    </>
  );
}

it('switching the language changes labels, numbers and dates without reload', async () => {
  const user = userEvent.setup();
  render(<LanguageDemo />);
  expect(screen.getByRole('heading')).toHaveTextContent('แจ้งเตือนจากระบบ');
  expect(screen.getByLabelText('amount')).toHaveTextContent('฿1,234.50');
  expect(screen.getByLabelText('date')).toHaveTextContent('21 พ.ย. 2569');
  expect(screen.getByRole('button', { name: 'ภาษาไทย' })).toHaveAttribute('aria-pressed', 'true');

  await user.click(screen.getByRole('button', { name: 'English' }));

  expect(screen.getByRole('heading')).toHaveTextContent('System notice');
  expect(screen.getByLabelText('amount')).toHaveTextContent('$1,234.50');
  expect(screen.getByLabelText('date')).toHaveTextContent('21 Nov 2026');
  expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
});

describe('format helpers', () => {
  it('formats numbers with th-TH and en-US', async () => {
    expect(fNumber(1234567.891)).toBe(
      new Intl.NumberFormat('th-TH', { maximumFractionDigits: 2 }).format(1234567.891),
    );
    expect(fNumber('42')).toBe('42');
    expect(fNumber(null)).toBe('');
    expect(fNumber('abc')).toBe('');
    await act(() => i18n.changeLanguage('en'));
    expect(fNumber(1234567.891)).toBe('1,234,567.89');
  });

  it('shows Buddhist-era years in Thai and Gregorian in English; the value is not changed', () => {
    expect(fDate('2026-11-21', undefined, 'th')).toBe('21 พ.ย. 2569');
    expect(fDate('2026-11-21', 'DD/MM/YYYY', 'th')).toBe('21/11/2569');
    expect(fDate('2026-11-21', 'DD/MM/YYYY', 'en')).toBe('21/11/2026');
    expect(fDate('2026-11-21', undefined, 'en')).toBe('21 Nov 2026');
    expect(fDateTime(new Date(2026, 10, 21, 9, 5), 'th')).toBe('21 พ.ย. 2569 09:05');
    expect(fDate('not a date')).toBe('');
    expect(fDate(null)).toBe('');
  });

  it('formats currency and file sizes', () => {
    expect(fCurrency(1234.5, undefined, 'th')).toBe('฿1,234.50');
    expect(fCurrency(1234.5, undefined, 'en')).toBe('$1,234.50');
    expect(fCurrency(10, 'THB', 'en')).toMatch(/^THB\s10\.00$/);
    expect(fFileSize(512, 'en')).toBe('512 B');
    expect(fFileSize(5 * 1024 * 1024, 'en')).toBe('5 MB');
    expect(fFileSize(1536, 'en')).toBe('1.5 KB');
  });
});
