import type { PatternTexts } from '../../http/schema-validation';
import texts from './pattern-texts.json';

/** What a failed `pattern` means for the master-data fields (by the field's name). */
const upperCode = texts.upperCode;

export const MASTER_DATA_PATTERN_TEXTS: PatternTexts = {
  ...texts.MASTER_DATA_PATTERN_TEXTS,
  listboxGroupCode: upperCode,
  listboxGroup: upperCode,
  configGroupType: upperCode,
};
