import type { SaveConfigGroupRequest, ConfigGroup } from 'contract/master-data';
import { MASTER_DATA_PREFIX } from 'contract/master-data-constants';
import { apiPost, type ApiRequestOptions } from 'src/lib/api-client';

export function saveConfigGroup(
  body: SaveConfigGroupRequest,
  options?: ApiRequestOptions,
): Promise<ConfigGroup> {
  return apiPost<ConfigGroup>(`${MASTER_DATA_PREFIX}/saveConfigGroup`, body, options);
}
