import { DELIVERY_STATUSES, DOCUMENT_STATUSES } from 'contract/document';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { choosesCustomer } from 'src/components/import-target';
import { CriteriaFields } from 'src/components/search-card';
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
    <CriteriaFields<DocumentCriteria>
      fields={[
        { name: 'customerCode', label: t('customer'), kind: 'customer', hidden: !choosesCustomer },
        { name: 'documentType', label: t('documentType'), group: DOCUMENT_TYPE_GROUP },
        { name: 'documentNo', label: t('documentNo') },
        { name: 'buyerName', label: t('buyerName') },
        { name: 'buyerTaxId', label: t('buyerTaxId') },
        { name: 'issueDateFrom', label: t('issueDateFrom'), kind: 'date' },
        { name: 'issueDateTo', label: t('issueDateTo'), kind: 'date' },
        { name: 'status', label: t('status'), options: statuses },
        { name: 'deliveryStatus', label: t('deliveryStatus'), options: deliveryStatuses },
      ]}
    />
  );
}
