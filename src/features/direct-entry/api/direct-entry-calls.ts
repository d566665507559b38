import {
  CUSTOMER_UPLOAD_PREFIX,
  type SaveDirectEntryRequest,
  type UploadResult,
} from 'contract/customer-upload';
import { apiPost } from 'src/lib/api-client';

export const directEntryKeys = {
  options: (inputColumnId: number) => ['upload-templates', 'options', inputColumnId] as const,
};

/** One document typed in: stored as an upload of its own (READY), or refused field by field. */
export function saveDirectEntry(body: SaveDirectEntryRequest): Promise<UploadResult> {
  return apiPost<UploadResult>(`${CUSTOMER_UPLOAD_PREFIX}/saveCustomerUploadDirect`, body);
}
