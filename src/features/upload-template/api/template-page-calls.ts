import type { CustomerOption } from 'contract/customer';
import type { CustomerDocumentType } from 'contract/master-data';
import { MASTER_DATA_PREFIX } from 'contract/master-data-constants';
import { apiPost, type ApiRequestOptions } from 'src/lib/api-client';
import { listCustomerByStatus } from 'src/components/customer-select';

// The look-ups of the template page's header: the customers a new template may belong to, and
// the document types one customer has enabled.

/** Query keys of these look-ups, under the customer screens' root key ['customers']. */
export const templatePageLookupKeys = {
  activeCustomers: ['customers', 'options', 'ACTIVE'] as const,
  documentTypes: (customerCode: string) => ['customers', 'document-types', customerCode] as const,
};

/** The ACTIVE customers, by name: only they get new templates. */
export function listActiveCustomers(options?: ApiRequestOptions): Promise<CustomerOption[]> {
  return listCustomerByStatus({ status: 'ACTIVE' }, options);
}

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
