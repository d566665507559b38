import { masterDataController, type CustomerDocumentType } from 'contract/master-data';
import { callsOf, type ApiRequestOptions } from 'src/lib/api-client';

/** Under the customer screens' root key ['customers']: editing a customer refreshes them. */
export const customerDocumentTypeKeys = {
  of: (customerCode: string) => ['customers', 'document-types', customerCode] as const,
};

/** The DOCUMENT_TYPE items the customer has enabled (every active one when it chose none). */
export function getDocumentTypeByCustomer(
  customerCode: string,
  options?: ApiRequestOptions,
): Promise<CustomerDocumentType[]> {
  return callsOf(masterDataController).post('getDocumentTypeByCustomer')({ customerCode }, options);
}
