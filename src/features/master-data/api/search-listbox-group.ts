import type { SearchBody } from 'contract/envelope';
import type { SearchListboxGroupRequest, ListboxGroupRow } from 'contract/master-data';
import { MASTER_DATA_PREFIX } from 'contract/master-data-constants';
import { apiSearch, type ApiRequestOptions } from 'src/lib/api-client';

export function searchListboxGroup(
  body: SearchListboxGroupRequest,
  options?: ApiRequestOptions,
): Promise<SearchBody<ListboxGroupRow>> {
  return apiSearch<ListboxGroupRow>(`${MASTER_DATA_PREFIX}/searchListboxGroup`, body, options);
}
