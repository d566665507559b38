import { type CustomerOption, customerController } from 'contract/customer';
import { callsOf, type ApiRequestOptions } from 'src/lib/api-client';

/** Every customer of a status, by name (the options of every customer field of the admin screens). */
export const listCustomerByStatus = callsOf(customerController).post('listCustomerByStatus');

/**
 * The customer field's options: active and inactive customers (an inactive customer keeps its
 * templates, and the search must still find them), by name. Under the customer screens' root
 * key ['customers'] (next to the template page's ['customers', 'options', 'ACTIVE']), so that
 * adding or renaming a customer refreshes them.
 */
export const customerOptionKeys = {
  everyStatus: ['customers', 'options', 'every-status'] as const,
  active: ['customers', 'options', 'ACTIVE'] as const,
};

export async function listCustomerOptions(options?: ApiRequestOptions): Promise<CustomerOption[]> {
  const [active, inactive] = await Promise.all([
    listCustomerByStatus({ status: 'ACTIVE' }, options),
    listCustomerByStatus({ status: 'INACTIVE' }, options),
  ]);
  return [...active, ...inactive].sort((a, b) => a.customerName.localeCompare(b.customerName, 'th'));
}

/** Customers as select options: "code name", the value being the code. */
export function toCustomerChoices(customers: readonly CustomerOption[] | undefined) {
  return (customers ?? []).map((customer) => ({
    value: customer.customerCode,
    label: `${customer.customerCode} ${customer.customerName}`,
  }));
}
