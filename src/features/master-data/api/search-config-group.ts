import type { SearchBody } from 'contract/envelope';
import type { SearchConfigGroupRequest, ConfigGroupRow } from 'contract/master-data';
import { MASTER_DATA_PREFIX } from 'contract/master-data-constants';
import { apiSearch, type ApiRequestOptions } from 'src/lib/api-client';

export function searchConfigGroup(
  body: SearchConfigGroupRequest,
  options?: ApiRequestOptions,
): Promise<SearchBody<ConfigGroupRow>> {
  return apiSearch<ConfigGroupRow>(`${MASTER_DATA_PREFIX}/searchConfigGroup`, body, options);
}
