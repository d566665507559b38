// Texts every list export shares, in Thai and English: the record and import statuses as the
// screens say them (src/locales/*/common.json "status"), and the headings several files share.
import type { Language } from '../http/language';
import type { Text } from '../validation/messages';
import texts from './messages.json';

const statusTexts: Record<string, Text> = texts.statusTexts;

/** Column headings of more than one export or report, worded as the screens word them. */
export const sharedHeaders = texts.sharedHeaders satisfies Record<string, Text>;

/** A status as the screens say it; an unknown one as stored. */
export const statusText = (status: string, language: Language): string =>
  statusTexts[status]?.[language] ?? status;
