import type { FastifySchemaValidationError } from 'fastify';
import type { ErrorDetail } from '../../contract/envelope';
import type { Language } from './language';

/**
 * Schema failures as the contract's details: one per field (`key` = field path such as
 * `address.zipCode`), described in the request's language. The central error handler
 * (server/plugins/error-handler.ts) answers every route's schema failures with them, using the
 * route's `config.patternTexts`.
 */

export interface FieldText {
  th: string;
  en: string;
}

/** Texts for a failed `pattern` or `format`, by the last segment of the field path (customerNumber …). */
export type PatternTexts = Readonly<Record<string, FieldText>>;

function fieldOf(issue: FastifySchemaValidationError): string {
  const path = issue.instancePath.split('/').filter(Boolean).join('.');
  const params = issue.params;
  const child =
    (typeof params.missingProperty === 'string' && params.missingProperty) ||
    (typeof params.additionalProperty === 'string' && params.additionalProperty) ||
    '';
  return [path, child].filter(Boolean).join('.') || 'body';
}

function describe(
  issue: FastifySchemaValidationError,
  field: string,
  patterns: PatternTexts,
  language: Language,
): string {
  const say = (th: string, en: string) => (language === 'en' ? en : th);
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
    case 'pattern':
    case 'format': {
      // Array items (documentTypes.0) take the text of their array.
      const name =
        field
          .split('.')
          .filter((part) => !/^[0-9]+$/.test(part))
          .pop() ?? field;
      const text = patterns[name];
      if (text) return text[language];
      if (issue.keyword === 'format') return say('ค่าไม่ถูกต้อง', 'invalid value');
      // Text fields use the pattern \S: blank text.
      return params.pattern === '\\S' ? say('กรุณาระบุ', 'is required') : say('รูปแบบไม่ถูกต้อง', 'invalid format');
    }
    case 'minLength':
      return limit === '1'
        ? say('กรุณาระบุ', 'is required')
        : say(`ต้องมีอย่างน้อย ${limit} ตัวอักษร`, `must have at least ${limit} characters`);
    case 'maxLength':
      return say(`ต้องไม่เกิน ${limit} ตัวอักษร`, `must be at most ${limit} characters`);
    case 'minimum':
      return say(`ต้องไม่น้อยกว่า ${limit}`, `must be at least ${limit}`);
    case 'maximum':
      return say(`ต้องไม่มากกว่า ${limit}`, `must be at most ${limit}`);
    case 'minItems':
      return say(`ต้องมีอย่างน้อย ${limit} รายการ`, `must have at least ${limit} items`);
    case 'maxItems':
      return say(`มีได้ไม่เกิน ${limit} รายการ`, `must have at most ${limit} items`);
    case 'uniqueItems':
      return say('มีรายการซ้ำกัน', 'must not repeat an item');
    default:
      return say('ค่าไม่ถูกต้อง', 'invalid value');
  }
}

/**
 * At most this many fields are described; a body of 50,000 unknown fields would otherwise get an
 * answer eight times its size. The rest is counted in one more detail (key MORE_DETAILS).
 */
export const MAX_SCHEMA_DETAILS = 20;

export function schemaDetails(
  issues: readonly FastifySchemaValidationError[],
  language: Language,
  patterns: PatternTexts = {},
): ErrorDetail[] {
  const byKey = new Map<string, string>();
  const others = new Set<string>();
  for (const issue of issues) {
    const key = fieldOf(issue);
    if (byKey.has(key)) continue;
    if (byKey.size < MAX_SCHEMA_DETAILS) byKey.set(key, describe(issue, key, patterns, language));
    else others.add(key);
  }
  const details = [...byKey].map(([key, description]) => ({ key, description }));
  const more = others.size;
  if (more === 0) return details;
  const description = language === 'en' ? `and ${more} more` : `และอีก ${more} รายการ`;
  return [...details, { key: 'MORE_DETAILS', description }];
}
