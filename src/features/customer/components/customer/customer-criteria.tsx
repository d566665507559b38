import { useTranslation } from 'react-i18next';
import { RhfTextField } from 'src/components/form-fields';
import { ListboxSelect } from 'src/components/listbox-select';
import { CUSTOMER_STATUS_GROUP, CUSTOMER_TYPE_GROUP, type CustomerCriteria } from './customer-search';

/** The customer search card's fields (names = criteria = the API's body fields). */
export function CustomerCriteriaFields() {
  const { t } = useTranslation('customer');
  return (
    <>
      <RhfTextField<CustomerCriteria> name="customerCode" label={t('customerCode')} />
      <RhfTextField<CustomerCriteria> name="customerName" label={t('customerName')} />
      <RhfTextField<CustomerCriteria>
        name="customerNumber"
        label={t('customerNumber')}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 13 } }}
      />
      <ListboxSelect<CustomerCriteria>
        name="customerType"
        group={CUSTOMER_TYPE_GROUP}
        label={t('customerType')}
        empty="all"
      />
      <ListboxSelect<CustomerCriteria>
        name="customerStatus"
        group={CUSTOMER_STATUS_GROUP}
        label={t('customerStatus')}
        empty="all"
      />
    </>
  );
}
