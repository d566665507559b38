import type { ConfigGroupTypeRequest, ConfigGroup } from 'contract/master-data';
import { MASTER_DATA_PREFIX } from 'contract/master-data-constants';
import { apiPost, type ApiRequestOptions } from 'src/lib/api-client';

export function getConfigGroup(
  body: ConfigGroupTypeRequest,
  options?: ApiRequestOptions,
): Promise<ConfigGroup> {
  return apiPost<ConfigGroup>(`${MASTER_DATA_PREFIX}/getConfigGroup`, body, options);
}
