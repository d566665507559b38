// Listbox groups and items of domain.md ("Listbox groups (seed values)"), as data in listbox.json.
// Where domain.md gives only codes, the Thai and English names are ours. Item seq follows the order
// written there: a group's rows are those of the shared list it names (`itemsFrom`), then its own
// (`items`). GENERATE_DOC_MAP's ITEM_LINE_NO and PAGE_NO (a template's item table numbers its
// lines, a form that continues on copies of a page numbers them) came with migration 0077, and its
// ORIGINAL_AMOUNT, CORRECT_AMOUNT and DIFFERENCE_AMOUNT (a debit / credit note's values, Revenue
// Code s.86/9 and 86/10) with migration 0098, for databases seeded before. HSM_SLOT's PKCS#11
// slots are added by an administrator when a token is configured.
import seed from './listbox.json';

type Row = readonly [string, string, string];

export interface SeedListboxGroup {
  code: string;
  name: string;
  /** [code, nameTh, nameEn] */
  items: readonly Row[];
}

/** listbox.json's rows as the [code, nameTh, nameEn] triples they must be. */
function rows(list: readonly (readonly string[])[]): Row[] {
  return list.map((row) => {
    const [code, nameTh, nameEn] = row;
    if (row.length !== 3 || code === undefined || nameTh === undefined || nameEn === undefined) {
      throw new Error(`listbox.json: a row is [code, nameTh, nameEn], not ${JSON.stringify(row)}`);
    }
    return [code, nameTh, nameEn] as const;
  });
}

/** The 11 document types; the Thai names must match exactly (domain.md, Documents). */
export const documentTypes: readonly Row[] = rows(seed.lists.documentTypes);

/** A … Z, AA … AZ: the file columns an input column may read. */
const inputColumns = Array.from({ length: 52 }, (_, i) => {
  const letter = i < 26 ? String.fromCharCode(65 + i) : `A${String.fromCharCode(65 + i - 26)}`;
  return [letter, `คอลัมน์ ${letter}`, `Column ${letter}`] as const;
});

const lists: Record<string, readonly Row[]> = {
  activeInactive: rows(seed.lists.activeInactive),
  uploadTypes: rows(seed.lists.uploadTypes),
  documentTypes,
  dataTypeKeys: rows(seed.lists.dataTypeKeys),
  inputColumns,
};

function sharedList(name: string): readonly Row[] {
  const list = lists[name];
  if (!list) throw new Error(`listbox.json: no shared list ${name}`);
  return list;
}

export const listboxSeed: readonly SeedListboxGroup[] = seed.groups.map((group) => ({
  code: group.code,
  name: group.name,
  items: [...(group.itemsFrom ? sharedList(group.itemsFrom) : []), ...rows(group.items ?? [])],
}));

/**
 * getListboxMapRdByKey: our codes → Revenue Department (ETDA ขมธอ. 3-2560) document type codes.
 * Our document type codes are the RD codes, so the seeded map is one-to-one; it is a table so that
 * E-DOCUMENT types added later can point at an RD type. DOCUMENT_TYPE holds the e-Tax types;
 * over_all is the overall map the client keeps apart: every document type, including 380
 * (the UN/CEFACT invoice code the e-Tax schema also uses).
 */
export const listboxMapRdSeed: readonly {
  key: string;
  rows: readonly (readonly [string, string, string])[];
}[] = [
  { key: 'DOCUMENT_TYPE', rows: documentTypes.filter(([code]) => code !== '380') },
  { key: 'over_all', rows: documentTypes },
];
