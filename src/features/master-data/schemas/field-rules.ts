import { string, type StringSchema } from 'yup';
import { fieldMessage } from 'src/components/form-fields/field-message';

// The master-data form schemas' own building blocks (text and choice rules are the shared ones
// of src/components/form-fields). The same rules are checked again by the server
// (contract/master-data-schemas.ts); its field errors then show on the same fields.

/** Exactly `length` digits (province 2, district 4, sub-district 6, zip 5). */
export function digitsField(length: number): StringSchema<string> {
  return string()
    .required(fieldMessage('required'))
    .matches(new RegExp(`^\\d{${length}}$`), { message: fieldMessage('digits', { length }) });
}

/** A code that must start with its parent's code (`parentField` names the sibling field). */
export function prefixedDigitsField(length: number, parentField: string): StringSchema<string> {
  return digitsField(length).test('starts-with-parent', function startsWithParent(value) {
    const parent = (this.parent as Record<string, unknown>)[parentField];
    if (typeof parent !== 'string' || parent === '' || value.startsWith(parent)) return true;
    return this.createError({ message: fieldMessage('startsWith', { prefix: parent }) });
  });
}

/** An optional whole number typed as text ('' allowed), within [min, max]. */
export function optionalIntegerField(min: number, max: number): StringSchema<string> {
  return string()
    .defined()
    .matches(/^\d*$/, { message: fieldMessage('integer') })
    .test('range', function inRange(value) {
      if (value === '') return true;
      const number = Number(value);
      if (number < min) return this.createError({ message: fieldMessage('min', { min }) });
      if (number > max) return this.createError({ message: fieldMessage('max', { max }) });
      return true;
    });
}

/** A code of the given pattern; `allowed` describes it in the message. */
export function codeField(pattern: string, allowed: string): StringSchema<string> {
  return string()
    .trim()
    .required(fieldMessage('required'))
    .matches(new RegExp(pattern), { message: fieldMessage('codeFormat', { allowed }) });
}

/** '' → undefined, else the number (optional numeric fields of a save request). */
export function toOptionalNumber(value: string): number | undefined {
  return value === '' ? undefined : Number(value);
}
