import type { PatternTexts } from '../../http/schema-validation';
import data from './messages.json';

const oneLine = data.oneLine;

/** Field-specific texts for a failed `pattern` or `format` of the contact form. */
export const contactFormatText: PatternTexts = { ...data.contactFormatText, name: oneLine, subject: oneLine };
