import {
  CUSTOMER_UPLOAD_PREFIX,
  type SaveDirectEntryRequest,
  type UploadResult,
} from 'contract/customer-upload';
import { INPUT_COLUMN_PREFIX, type InputColumnOption } from 'contract/upload-template';
import { apiGet, apiPost, type ApiRequestOptions } from 'src/lib/api-client';

export const directEntryKeys = {
  options: (inputColumnId: number) => ['upload-templates', 'options', inputColumnId] as const,
};

/** One document typed in: stored as an upload of its own (READY), or refused field by field. */
export function saveDirectEntry(body: SaveDirectEntryRequest): Promise<UploadResult> {
  return apiPost<UploadResult>(`${CUSTOMER_UPLOAD_PREFIX}/saveCustomerUploadDirect`, body);
}

/** The options of a DROPDOWN column. */
export function listColumnOptions(
  inputColumnId: number,
  options?: ApiRequestOptions,
): Promise<InputColumnOption[]> {
  return apiGet<InputColumnOption[]>(
    `${INPUT_COLUMN_PREFIX}/listInputColumnOption?inputColumnId=${inputColumnId}`,
    options,
  );
}
