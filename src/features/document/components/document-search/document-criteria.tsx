import { DELIVERY_STATUSES, DOCUMENT_STATUSES } from 'contract/document';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CustomerSelect } from 'src/components/customer-select';
import { RhfDateField, RhfSelect, RhfTextField } from 'src/components/form-fields';
import { choosesCustomer } from 'src/components/import-target';
import { ListboxSelect } from 'src/components/listbox-select';
import { deliveryStatusText, documentStatusText } from '../document-status-text';
import type { DocumentCriteria } from './document-search';

/** The listbox group of the document types. */
export const DOCUMENT_TYPE_GROUP = 'DOCUMENT_TYPE';

/**
 * The document search card's fields: customer (administrators only), type, number, buyer,
 * issue-date range, document status and delivery status.
 */
export function DocumentCriteriaFields() {
  const { t } = useTranslation('document');
  const statuses = useMemo(
    () => DOCUMENT_STATUSES.map((status) => ({ value: status, label: documentStatusText(t, status) })),
    [t],
  );
  const deliveryStatuses = useMemo(
    () => DELIVERY_STATUSES.map((status) => ({ value: status, label: deliveryStatusText(t, status) })),
    [t],
  );
  return (
    <>
      {choosesCustomer && (
        <CustomerSelect<DocumentCriteria> name="customerCode" label={t('customer')} empty="all" />
      )}
      <ListboxSelect<DocumentCriteria>
        name="documentType"
        label={t('documentType')}
        group={DOCUMENT_TYPE_GROUP}
        empty="all"
      />
      <RhfTextField<DocumentCriteria> name="documentNo" label={t('documentNo')} />
      <RhfTextField<DocumentCriteria> name="buyerName" label={t('buyerName')} />
      <RhfTextField<DocumentCriteria> name="buyerTaxId" label={t('buyerTaxId')} />
      <RhfDateField<DocumentCriteria> name="issueDateFrom" label={t('issueDateFrom')} />
      <RhfDateField<DocumentCriteria> name="issueDateTo" label={t('issueDateTo')} />
      <RhfSelect<DocumentCriteria>
        name="status"
        label={t('status')}
        options={statuses}
        emptyLabel={t('list:select.all')}
      />
      <RhfSelect<DocumentCriteria>
        name="deliveryStatus"
        label={t('deliveryStatus')}
        options={deliveryStatuses}
        emptyLabel={t('list:select.all')}
      />
    </>
  );
}
