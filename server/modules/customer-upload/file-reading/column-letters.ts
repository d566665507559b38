// Column letters as Excel shows them. upload-template/sample-file.ts has its own letters → number
// helper, but the module boundary (eslint: only another module's service.ts) keeps it out of reach.

/** The file columns a template may read: A … Z, AA … AZ (the INPUT_COL listbox group). */
export const MAX_COLUMN_INDEX = 52;

/** 1 → A, 26 → Z, 27 → AA, 52 → AZ. */
export function columnLetter(index1: number): string {
  let letters = '';
  for (let n = index1; n > 0; n = Math.floor((n - 1) / 26)) {
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  }
  return letters;
}

/** A → 1, Z → 26, AA → 27, AZ → 52. */
export function columnIndex(letters: string): number {
  let index = 0;
  for (const char of letters.toUpperCase()) index = index * 26 + (char.charCodeAt(0) - 64);
  return index;
}
