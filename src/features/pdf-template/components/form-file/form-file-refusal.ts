import type { TFunction } from 'i18next';
import { isApiError } from 'src/lib/api-error';
import { apiFailureHandled } from 'src/lib/api-events';

/** The refusals of uploadPdfTemplate that are about the file itself (besides 413 / 415). */
const FILE_KEYS = new Set(['file', 'PDF_REFUSED', 'FIELDS_OFF_FORM']);

/**
 * What a failed upload says at the file: 415 the spec's wrong-type text, 413 its size text,
 * 422 PDF_REFUSED (too many pages, encrypted, JavaScript, unreadable) and FIELDS_OFF_FORM the
 * server's own words. Undefined for a failure that is not about the file (the banner says it).
 */
export function formFileRefusal(error: unknown, t: TFunction): string | undefined {
  if (!isApiError(error)) return undefined;
  if (error.status === 415) return t('common:upload.wrongType');
  if (error.status === 413) return t('common:upload.tooLarge');
  return error.details.find((detail) => FILE_KEYS.has(detail.key))?.description;
}

/**
 * formFileRefusal, and when the file says it, the error banner steps back (one problem, one
 * message: the message at the file and the failure toast).
 */
export function sayAtFile(error: unknown, t: TFunction): string | undefined {
  const said = formFileRefusal(error, t);
  if (said !== undefined && isApiError(error)) apiFailureHandled(error);
  return said;
}
