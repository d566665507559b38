import type { PendingFormFile } from './form-file/form-file-section';

// The new-template page hands a form whose upload failed to the template's page through the
// router's state: the file is kept and the reason is said at it, nothing chosen is lost.

export interface TemplatePageState {
  pendingForm: PendingFormFile;
}

export function pendingFormOf(state: unknown): PendingFormFile | undefined {
  if (typeof state !== 'object' || state === null || !('pendingForm' in state)) return undefined;
  const { pendingForm } = state;
  if (typeof pendingForm !== 'object' || pendingForm === null) return undefined;
  const { file, error } = pendingForm as { file?: unknown; error?: unknown };
  return file instanceof File ? { file, error: typeof error === 'string' ? error : undefined } : undefined;
}
