// Descriptions of the shared field rules, in Thai (default) and English; picked per request with
// say() from server/http/language.ts. Keys of the details are field names (api-contract.md).
import texts from './messages.json';

export interface Text {
  th: string;
  en: string;
}

export const fieldText = texts satisfies Record<string, Text>;
