import {
  formatAmount,
  formatDecimal,
  formatQuantity,
} from 'src/features/document/components/document-format';

describe('Document amounts', () => {
  it('group the decimal strings of the API with 2 decimals, digit for digit', () => {
    expect(formatAmount('1338.04')).toBe('1,338.04');
    expect(formatAmount('1338.1')).toBe('1,338.10');
    expect(formatAmount('70')).toBe('70.00');
    expect(formatAmount('-25.50')).toBe('-25.50');
    // numeric(18,2) at its largest: beyond a float's precision, still exact.
    expect(formatAmount('9999999999999999.99')).toBe('9,999,999,999,999,999.99');
  });

  it('show a quantity or a rate with the decimals it has', () => {
    expect(formatQuantity('2.00')).toBe('2');
    expect(formatQuantity('1.50')).toBe('1.5');
    expect(formatQuantity('1234.25')).toBe('1,234.25');
  });

  it('give nothing for an empty or malformed value', () => {
    expect(formatAmount(null)).toBe('');
    expect(formatAmount('')).toBe('');
    expect(formatAmount('12,00')).toBe('');
    expect(formatDecimal('abc', 0, 'en')).toBe('');
    expect(formatDecimal('1000.5', 2, 'en')).toBe('1,000.50');
  });
});
