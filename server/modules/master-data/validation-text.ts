import type { FastifySchemaValidationError } from 'fastify';
import type { ErrorDetail } from '../../../contract/envelope';
import type { Language } from '../../http/language';

/**
 * Schema validation failures as the contract's details (one per field, `key` = field name), with
 * descriptions in the request's language. The central error handler would answer in English
 * only, so the master-data routes take their validation result themselves (attachValidation).
 */

type Pick2 = (th: string, en: string) => string;

/** Field-specific texts for a failed `pattern` (the last segment of the field path). */
const patternText: Record<string, (say: Pick2) => string> = {
  provinceCode: (s) => s('รหัสจังหวัดต้องเป็นตัวเลข 2 หลัก', 'must be 2 digits'),
  districtCode: (s) => s('รหัสอำเภอ/เขตต้องเป็นตัวเลข 4 หลัก', 'must be 4 digits'),
  subDistrictCode: (s) => s('รหัสตำบล/แขวงต้องเป็นตัวเลข 6 หลัก', 'must be 6 digits'),
  zipCode: (s) => s('รหัสไปรษณีย์ต้องเป็นตัวเลข 5 หลัก', 'must be 5 digits'),
  listboxGroupCode: (s) => s('ใช้ได้เฉพาะ A-Z, 0-9 และ _ (2–50 ตัว)', 'use A-Z, 0-9 and _ (2–50 characters)'),
  listboxGroup: (s) => s('ใช้ได้เฉพาะ A-Z, 0-9 และ _ (2–50 ตัว)', 'use A-Z, 0-9 and _ (2–50 characters)'),
  configGroupType: (s) => s('ใช้ได้เฉพาะ A-Z, 0-9 และ _ (2–50 ตัว)', 'use A-Z, 0-9 and _ (2–50 characters)'),
  code: (s) => s('ใช้ได้เฉพาะ A-Z, a-z, 0-9, _ . - (ไม่เกิน 50 ตัว)', 'use A-Z, a-z, 0-9, _ . - (at most 50)'),
};

function fieldOf(issue: FastifySchemaValidationError): string {
  const path = issue.instancePath
    .replace(/^\//, '')
    .split('/')
    .filter(Boolean)
    .join('.');
  const params = issue.params;
  const child =
    (typeof params.missingProperty === 'string' && params.missingProperty) ||
    (typeof params.additionalProperty === 'string' && params.additionalProperty) ||
    '';
  const field = [path, child].filter(Boolean).join('.');
  return field || 'body';
}

function describe(issue: FastifySchemaValidationError, field: string, say: Pick2): string {
  const params = issue.params;
  const limit = typeof params.limit === 'number' ? String(params.limit) : '';
  switch (issue.keyword) {
    case 'required':
      return say('กรุณาระบุ', 'is required');
    case 'additionalProperties':
      return say('ไม่รู้จักฟิลด์นี้', 'unknown field');
    case 'type':
      return say('ชนิดข้อมูลไม่ถูกต้อง', `must be ${String(params.type)}`);
    case 'enum': {
      const allowed = Array.isArray(params.allowedValues) ? params.allowedValues.join(', ') : '';
      return say(`ต้องเป็นค่าใดค่าหนึ่งใน: ${allowed}`, `must be one of: ${allowed}`);
    }
    case 'pattern': {
      const last = field.split('.').pop() ?? field;
      const text = patternText[last];
      if (text) return text(say);
      // Name fields use the pattern \S: blank text.
      return params.pattern === '\\S' ? say('กรุณาระบุ', 'is required') : say('รูปแบบไม่ถูกต้อง', 'invalid format');
    }
    case 'minLength':
      return limit === '1' ? say('กรุณาระบุ', 'is required') : say(`ต้องมีอย่างน้อย ${limit} ตัวอักษร`, `must have at least ${limit} characters`);
    case 'maxLength':
      return say(`ต้องไม่เกิน ${limit} ตัวอักษร`, `must be at most ${limit} characters`);
    case 'minimum':
      return say(`ต้องไม่น้อยกว่า ${limit}`, `must be at least ${limit}`);
    case 'maximum':
      return say(`ต้องไม่มากกว่า ${limit}`, `must be at most ${limit}`);
    case 'maxItems':
      return say(`มีได้ไม่เกิน ${limit} รายการ`, `must have at most ${limit} items`);
    default:
      return say('ค่าไม่ถูกต้อง', 'invalid value');
  }
}

export function validationDetails(issues: readonly FastifySchemaValidationError[], language: Language): ErrorDetail[] {
  const say: Pick2 = (th, en) => (language === 'en' ? en : th);
  const byKey = new Map<string, string>();
  for (const issue of issues) {
    const key = fieldOf(issue);
    if (!byKey.has(key)) byKey.set(key, describe(issue, key, say));
  }
  return [...byKey].map(([key, description]) => ({ key, description }));
}
