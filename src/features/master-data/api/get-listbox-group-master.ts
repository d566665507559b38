import type { ListboxGroupMaster } from 'contract/master-data';
import { MASTER_DATA_PREFIX } from 'contract/master-data-constants';
import { apiGet, type ApiRequestOptions } from 'src/lib/api-client';

/** GET: the group and its items of every status, by seq. */
export function getListboxGroupMaster(
  code: string,
  options?: ApiRequestOptions,
): Promise<ListboxGroupMaster> {
  return apiGet<ListboxGroupMaster>(
    `${MASTER_DATA_PREFIX}/getListboxGroupMaster/${encodeURIComponent(code)}`,
    options,
  );
}
