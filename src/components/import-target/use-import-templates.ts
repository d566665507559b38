import { useQuery } from '@tanstack/react-query';
import type { UploadType } from 'contract/upload-template';
import { LOOKUP_STALE_TIME } from 'src/lib/lookups';
import { importTargetKeys, listImportTemplates } from './import-target-calls';
import { choosesCustomer } from './import-roles';

/**
 * The customer's ACTIVE templates of the import type (none asked until a customer is chosen);
 * `enabled` false asks nothing (e.g. a closed dialog).
 */
export function useImportTemplates(customerCode: string, uploadType: UploadType, enabled = true) {
  const ready = enabled && (!choosesCustomer || customerCode !== '');
  return useQuery({
    queryKey: importTargetKeys.templates(customerCode, uploadType),
    queryFn: ({ signal }) => listImportTemplates(customerCode, uploadType, { signal }),
    enabled: ready,
    staleTime: LOOKUP_STALE_TIME,
  });
}
