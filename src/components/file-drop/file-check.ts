import { MAX_UPLOAD_BYTES } from 'contract/file';

/** Why a chosen file is refused in the browser (the server checks again, by content). */
export type FileProblem = 'tooLarge' | 'wrongType';

/** Size first (spec §5's 5 MB limit, its text in the locale files), then the extension against `accept` (".xlsx,.csv"). */
export function fileProblem(
  file: File,
  accept: string,
  maxBytes = MAX_UPLOAD_BYTES,
): FileProblem | undefined {
  if (file.size > maxBytes) return 'tooLarge';
  const extensions = accept
    .split(',')
    .map((extension) => extension.trim().toLowerCase())
    .filter(Boolean);
  const name = file.name.toLowerCase();
  if (extensions.length && !extensions.some((extension) => name.endsWith(extension))) return 'wrongType';
  return undefined;
}

/** 1536 → "1.5 KB": sizes as people read them. */
export function fileSizeText(bytes: number, locale: string): string {
  const units = ['B', 'KB', 'MB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toLocaleString(locale, { maximumFractionDigits: unit ? 1 : 0 })} ${units[unit]}`;
}
