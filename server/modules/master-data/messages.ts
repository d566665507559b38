// Texts of the master-data errors in Thai (default) and English; picked with say() per request.
import { fieldText as shared, type Text } from '../../validation/messages';
import texts from './messages.json';

export type { Text };

export const conflictText = texts.conflictText satisfies Record<string, Text>;

export const ruleText = texts.ruleText satisfies Record<string, Text>;

export const fieldText = { ...texts.fieldText, versionRequired: shared.versionRequired } satisfies Record<
  string,
  Text
>;
