import { useTranslation } from 'react-i18next';
import { CriteriaFields } from 'src/components/search-card';
import { CUSTOMER_STATUS_GROUP, CUSTOMER_TYPE_GROUP, type CustomerCriteria } from './customer-search';

/** The customer search card's fields (names = criteria = the API's body fields). */
export function CustomerCriteriaFields() {
  const { t } = useTranslation('customer');
  return (
    <CriteriaFields<CustomerCriteria>
      fields={[
        { name: 'customerCode', label: t('customerCode') },
        { name: 'customerName', label: t('customerName') },
        { name: 'customerNumber', label: t('customerNumber'), digits: 13 },
        { name: 'customerType', label: t('customerType'), group: CUSTOMER_TYPE_GROUP },
        { name: 'customerStatus', label: t('customerStatus'), group: CUSTOMER_STATUS_GROUP },
      ]}
    />
  );
}
