import type { SaveListboxItemRequest, ListboxItem } from 'contract/master-data';
import { MASTER_DATA_PREFIX } from 'contract/master-data-constants';
import { apiPost, type ApiRequestOptions } from 'src/lib/api-client';

export function saveListBoxMaster(
  body: SaveListboxItemRequest,
  options?: ApiRequestOptions,
): Promise<ListboxItem> {
  return apiPost<ListboxItem>(`${MASTER_DATA_PREFIX}/saveListBoxMaster`, body, options);
}
