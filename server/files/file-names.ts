import type { FilePurpose } from '../../contract/file';

const MAX_ORIGINAL_NAME = 200;

/**
 * The uploaded name, kept for display only: its last path segment, without control characters,
 * at most 200 characters. It never reaches a header or a path.
 */
export function cleanOriginalName(name: string | undefined): string {
  const lastSegment = (name ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  const cleaned = lastSegment.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (cleaned || 'file').slice(0, MAX_ORIGINAL_NAME);
}

/**
 * The name a download is saved under, made by the server from the purpose, the id and the type
 * found in the content (e.g. landing-image-1a2b3c4d.webp): never the uploader's name, so no
 * header injection, no path, no misleading extension.
 */
export function downloadNameOf(purpose: FilePurpose, fileId: string, extension: string): string {
  const stem = purpose.toLowerCase().replace(/_/g, '-');
  return `${stem}-${fileId.replace(/-/g, '').slice(0, 8)}.${extension}`;
}

const MAX_DOWNLOAD_NAME = 200;
/**
 * What a file name may not hold: control, invisible and direction-changing characters (a name
 * that reads differently from what it is), what separates paths or quotes in a header or a
 * shell, and what Windows refuses in a name.
 */
const UNSAFE = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}\p{Zl}\p{Zp}\\/:*?"'`<>|]+/gu;

/**
 * A download name people read, made from text that may hold anything (a document number as the
 * customer typed it): `ใบกำกับภาษี IV2569/0001` → `ใบกำกับภาษี IV2569-0001.pdf`. Each run of unsafe
 * characters becomes one hyphen, spaces stay single, Thai stays Thai; `fallback` when nothing is
 * left. Always accepted by stored_file's download_name check (migration 0080).
 */
export function readableFileName(stem: string, extension: string, fallback = 'file'): string {
  const cleaned = stem
    .normalize('NFC')
    .replace(UNSAFE, '-')
    .replace(/\s+/gu, ' ')
    .replace(/-{2,}/g, '-')
    .replace(/^[\s.-]+|[\s.-]+$/gu, '');
  const room = MAX_DOWNLOAD_NAME - extension.length - 1;
  const cut = [...(cleaned || fallback)]
    .slice(0, room)
    .join('')
    .replace(/[\s.-]+$/u, '');
  return `${cut || fallback}.${extension}`;
}
