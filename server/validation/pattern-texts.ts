import type { PatternTexts } from '../http/schema-validation';
import { fieldText } from './messages';
import texts from './pattern-texts.json';

/**
 * What a failed `pattern` of the customer, branch, user and admin schemas means, by field name
 * (contract/customer.ts codePatterns), in Thai and English.
 */
export const patternTexts: PatternTexts = { ...texts, customerCode: fieldText.customerCode };
