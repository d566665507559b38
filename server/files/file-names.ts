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
