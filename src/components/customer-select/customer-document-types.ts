import type { CustomerDocumentType } from 'contract/master-data';
import { MASTER_DATA_PREFIX } from 'contract/master-data-constants';
import { apiPost, type ApiRequestOptions } from 'src/lib/api-client';

/** Under the customer screens' root key ['customers']: editing a customer refreshes them. */
export const customerDocumentTypeKeys = {
  of: (customerCode: string) => ['customers', 'document-types', customerCode] as const,
};

/** The DOCUMENT_TYPE items the customer has enabled (every active one when it chose none). */
export function getDocumentTypeByCustomer(
  customerCode: string,
  options?: ApiRequestOptions,
): Promise<CustomerDocumentType[]> {
  return apiPost<CustomerDocumentType[]>(
    `${MASTER_DATA_PREFIX}/getDocumentTypeByCustomer`,
    { customerCode },
    options,
  );
}
