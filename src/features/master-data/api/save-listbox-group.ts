import type { SaveListboxGroupRequest, ListboxGroup } from 'contract/master-data';
import { MASTER_DATA_PREFIX } from 'contract/master-data-constants';
import { apiPost, type ApiRequestOptions } from 'src/lib/api-client';

export function saveListBoxGroupMaster(
  body: SaveListboxGroupRequest,
  options?: ApiRequestOptions,
): Promise<ListboxGroup> {
  return apiPost<ListboxGroup>(`${MASTER_DATA_PREFIX}/saveListBoxGroupMaster`, body, options);
}
