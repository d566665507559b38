import { ValidationError } from 'yup';
import { requiredEmail } from 'src/components/form-fields';

describe('requiredEmail', () => {
  const rule = requiredEmail({ key: 'admin-user:validation.email' });
  const failure = (value: string) => {
    try {
      rule.validateSync(value);
    } catch (error) {
      if (error instanceof ValidationError) return error.message as unknown;
    }
    return undefined;
  };

  it('takes an address and trims it', () => {
    expect(rule.validateSync('  somchai@example.co.th ')).toBe('somchai@example.co.th');
  });

  // somchai@ and four labels of 60 letters and a dot, then a top level of 2 or 3: 254 or 255 long.
  const address = (topLevel: string) => `somchai@${`${'d'.repeat(60)}.`.repeat(4)}${topLevel}`;

  it("says required, too long (254, as the server) or the feature's own text", () => {
    expect(failure('  ')).toEqual({ key: 'list:validation.required' });
    expect(failure(address('com'))).toEqual({
      key: 'list:validation.maxLength',
      values: { max: 254 },
    });
    expect(failure(address('th'))).toBeUndefined();
    expect(failure('somchai@')).toEqual({ key: 'admin-user:validation.email' });
  });
});
