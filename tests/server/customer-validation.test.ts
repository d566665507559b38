// The shared field rules of server/validation (phone, e-mail, branch code), without a database.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { branchTypeOf, isBranchCode } from '../../server/validation/branch-code';
import { isEmail } from '../../contract/email';
import { isThaiPhone, normalisePhone } from '../../contract/phone';

describe('Thai phone numbers', () => {
  it('accepts 9–10 digits starting with 0, typed with spaces or dashes', () => {
    for (const value of ['021234567', '02-123-4567', '0812345678', '081 234 5678', '053-123-456']) {
      expect({ value, ok: isThaiPhone(value) }).toEqual({ value, ok: true });
    }
    expect(normalisePhone('081-234 5678')).toBe('0812345678');
  });

  it('refuses other lengths, another first digit, letters and international forms', () => {
    for (const value of ['02123456', '08123456789', '1812345678', '+66812345678', '08l2345678', '', '0']) {
      expect({ value, ok: isThaiPhone(value) }).toEqual({ value, ok: false });
    }
  });

  it('accepts every 0 + 8 or 9 digits', () => {
    const tail = fc
      .array(fc.integer({ min: 0, max: 9 }), { minLength: 8, maxLength: 9 })
      .map((d) => d.join(''));
    fc.assert(fc.property(tail, (digits) => isThaiPhone(`0${digits}`)));
  });
});

describe('e-mail addresses', () => {
  it('accepts the practical RFC 5322 forms', () => {
    for (const value of [
      'a@b.co',
      'first.last@example.co.th',
      "o'reilly+tag@mail.example.com",
      'x_y-z@sub-domain.example.org',
      'user@xn--72c1a1bt4awk9o.xn--o3cw4h',
    ]) {
      expect({ value, ok: isEmail(value) }).toEqual({ value, ok: true });
    }
  });

  it('refuses display names, spaces, dots in the wrong place, IP literals and bare hosts', () => {
    for (const value of [
      'a@b',
      'a@b.c',
      '@example.com',
      'user@',
      'two@@example.com',
      'a b@example.com',
      '.lead@example.com',
      'trail.@example.com',
      'dou..ble@example.com',
      'Name <a@example.com>',
      'a@[127.0.0.1]',
      'a@-bad.example.com',
      'a@example..com',
      `${'x'.repeat(65)}@example.com`,
      `a@${'b'.repeat(250)}.com`,
    ]) {
      expect({ value, ok: isEmail(value) }).toEqual({ value, ok: false });
    }
  });
});

describe('branch codes', () => {
  it('are 5 digits; 00000 and only 00000 is the head office', () => {
    expect(isBranchCode('00000')).toBe(true);
    expect(isBranchCode('01234')).toBe(true);
    for (const value of ['0000', '000000', 'A0000', '']) expect(isBranchCode(value)).toBe(false);
    expect(branchTypeOf('00000')).toBe('HEAD_OFFICE');
    expect(branchTypeOf('00001')).toBe('BRANCH');
  });
});
