import { documentController, type DocumentRow } from 'contract/document';
import { documentReleaseController, RELEASE_ROLES } from 'contract/document-release';
import { callsOf } from 'src/lib/api-client';

/** Under the documents' keys: whatever refreshes the documents refreshes these too. */
export const heldKeys = {
  upload: (uploadId: number) => ['documents', 'held', uploadId] as const,
};

export const releaseDocument = callsOf(documentReleaseController).post('releaseDocument');
export const releaseUpload = callsOf(documentReleaseController).post('releaseUpload');

/** How many of the import's documents wait READY_TO_SEND (one row read, the total counted). */
export async function countHeld(uploadId: number, signal?: AbortSignal): Promise<number> {
  const found = await callsOf(documentController).search('search')(
    { uploadId, deliveryStatus: 'READY_TO_SEND', page: 1, size: 1 },
    signal ? { signal } : undefined,
  );
  return found.paging.totalRecords;
}

/** Whether this user may release held documents: an administrator, a customer's admin or accounting. */
export function mayRelease(user: { role: string; userRole?: string } | undefined): boolean {
  if (!user) return false;
  return user.role === 'ADMIN' || (RELEASE_ROLES as readonly string[]).includes(user.userRole ?? '');
}

/** Whether the document waits for a person before it goes to its buyer. */
export const isHeld = (document: Pick<DocumentRow, 'status' | 'emailStatus' | 'smsStatus'>): boolean =>
  document.status === 'GENERATED' &&
  (document.emailStatus === 'READY_TO_SEND' || document.smsStatus === 'READY_TO_SEND');
