import type { OpenTicketStatus, WaitingUploadStatus } from 'contract/dashboard';
import type { DeliveryStatus, DocumentStatus } from 'contract/document';
import type { TicketPriority } from 'contract/ticket';
import type { UploadType } from 'contract/upload-template';

// Where each figure leads: the list screen that shows the same records, its criteria in the URL
// as that list keeps them (useUrlSearchState; the parameter names are the lists' criteria). The
// paths are the menus' (server/db/seed/menus.ts); features do not import each other.

function withQuery(path: string, params: Record<string, string | undefined>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value) query.set(name, value);
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

export interface DocumentListCriteria {
  documentType?: string;
  status?: DocumentStatus;
  deliveryStatus?: DeliveryStatus;
  issueDateFrom?: string;
  issueDateTo?: string;
}

export const figureLinks = {
  /** The document search (menu DOCUMENT). */
  documents: (criteria: DocumentListCriteria) => withQuery('/document', { ...criteria }),
  /** The import list of the type (menus IMPORT_ETAX, IMPORT_EDOC) at one status. */
  imports: (uploadType: UploadType, status: WaitingUploadStatus) =>
    withQuery(`/import/${uploadType.toLowerCase()}`, { status }),
  /** The ticket list (menu TICKET) of one priority and status. */
  tickets: (priority: TicketPriority, status: OpenTicketStatus) => withQuery('/ticket', { priority, status }),
  /** The months not filed with the Revenue Department (menu RD_FILING). */
  unfiledMonths: () => withQuery('/rd-filing', { status: 'NOT_SUBMITTED' }),
  /** The customer search (menu CUSTOMER, administrators). */
  customers: (status: string) => withQuery('/customer', { customerStatus: status }),
};
