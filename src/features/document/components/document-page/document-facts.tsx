import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { DocumentDetail } from 'contract/document';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useListboxLabel } from 'src/components/listbox-select';
import { RouterLink } from 'src/components/router-link';
import { fDate } from 'src/lib/format';
import { isPathAllowed, useMenus } from 'src/lib/menus';
import { formatAmount, formatQuantity, HEAD_OFFICE_BRANCH } from '../document-format';
import { documentPaths } from '../document-paths';
import { DeliveryStatusLabel, DocumentStatusLabel } from '../document-status';
import { DOCUMENT_TYPE_GROUP } from '../document-search/document-criteria';
import { CancelledLabel } from './document-corrections';
import { FailReason } from './fail-reason';
import { FactList, Section, type Fact } from 'src/components/fact-list';

/** '00000' → head office, else branch 00001 (as the PDF writes it). */
function branchText(t: TFunction, code: string | null): string {
  if (!code) return '';
  return code === HEAD_OFFICE_BRANCH ? t('facts.headOffice') : t('facts.branchNo', { code });
}

/** The import the document came from: a link to its page when the user's menus hold it. */
function UploadLink({ document }: { document: DocumentDetail }) {
  const { t } = useTranslation('document');
  const menus = useMenus();
  const path = documentPaths.upload(document.uploadType, document.uploadId);
  const text = t('facts.uploadText', { uploadId: document.uploadId, rowNo: document.firstRowNo });
  if (menus.data && !isPathAllowed(path, menus.data)) return <>{text}</>;
  return (
    <Link component={RouterLink} to={path} variant="body2">
      {text}
    </Link>
  );
}

/** Number, type, status (and why it failed, or where its e-mail and SMS stand), dates, seller, references and the import. */
export function DocumentDetails({ document }: { document: DocumentDetail }) {
  const { t } = useTranslation('document');
  const typeLabel = useListboxLabel(DOCUMENT_TYPE_GROUP);
  const facts: Fact[] = [
    [t('documentNo'), document.documentNo || t('noNumber')],
    [t('documentType'), typeLabel(document.documentType)],
    [
      t('status'),
      <Stack direction="row" spacing={1} component="span">
        <DocumentStatusLabel status={document.status} />
        {document.cancelled && <CancelledLabel />}
      </Stack>,
    ],
  ];
  if (document.status === 'FAILED') facts.push([t('facts.failReason'), <FailReason document={document} />]);
  // Where its sending stands (READY_TO_SEND: held until someone releases it).
  else
    facts.push(
      [t('emailStatus'), <DeliveryStatusLabel status={document.emailStatus} />],
      [t('smsStatus'), <DeliveryStatusLabel status={document.smsStatus} />],
    );
  facts.push(
    [t('issueDate'), fDate(document.issueDate)],
    [t('facts.dueDate'), fDate(document.dueDate)],
    [t('customer'), `${document.customerCode} ${document.customerName}`],
    [t('facts.branch'), branchText(t, document.branchCode)],
  );
  if (document.referenceDocumentNo) {
    facts.push([
      t('facts.referenceDocument'),
      document.referenceDocumentDate
        ? t('facts.referenceText', {
            documentNo: document.referenceDocumentNo,
            date: fDate(document.referenceDocumentDate),
          })
        : document.referenceDocumentNo,
    ]);
  }
  if (document.purposeText || document.purposeCode) {
    facts.push([t('facts.purpose'), [document.purposeCode, document.purposeText].filter(Boolean).join(' ')]);
  }
  if (document.remark) facts.push([t('facts.remark'), document.remark]);
  facts.push([t('facts.upload'), <UploadLink document={document} />]);
  return (
    <Section title={t('page.details')}>
      <FactList facts={facts} />
    </Section>
  );
}

/** The buyer as the rows give it. */
export function BuyerFacts({ document }: { document: DocumentDetail }) {
  const { t } = useTranslation('document');
  const address = [document.buyerAddress, document.buyerZipCode].filter(Boolean).join(' ');
  return (
    <Section title={t('page.buyer')}>
      <FactList
        facts={[
          [t('buyerName'), document.buyerName],
          [t('buyerTaxId'), document.buyerTaxId],
          [t('facts.buyerBranch'), branchText(t, document.buyerBranchCode)],
          [t('facts.buyerAddress'), address],
          [t('facts.buyerEmail'), document.buyerEmail],
          [t('facts.buyerTel'), document.buyerTel],
        ]}
      />
    </Section>
  );
}

/**
 * A deposit (docs/etax-xml.md "Deposits"): the amount a final invoice deducts before VAT, or the
 * kind of advance payment this tax invoice is for.
 */
function prepaidFacts(t: TFunction, document: DocumentDetail): Fact[] {
  if (!document.prepaidType) return [];
  const kind = t(`prepaidTypes.${document.prepaidType}`, { defaultValue: document.prepaidType });
  return document.prepaidAmount === null
    ? [[t('facts.prepaidReceived'), kind]]
    : [[t('facts.prepaidDeducted', { kind }), formatAmount(document.prepaidAmount)]];
}

/** A deposit, before VAT, VAT with its rate, the total and the total in Thai words. */
export function TotalFacts({ document }: { document: DocumentDetail }) {
  const { t } = useTranslation('document');
  const facts: Fact[] = [
    ...prepaidFacts(t, document),
    [t('facts.totalBeforeVat'), formatAmount(document.totalBeforeVat)],
    [
      document.vatRate === null
        ? t('facts.vat')
        : t('facts.vatWithRate', { rate: formatQuantity(document.vatRate) }),
      formatAmount(document.vatAmount),
    ],
    [t('totalAmount'), formatAmount(document.totalAmount)],
    [t('facts.amountInWords'), document.amountInWordsTh],
  ];
  if (document.currency && document.currency !== 'THB') facts.push([t('facts.currency'), document.currency]);
  return (
    <Section title={t('page.totals')}>
      <FactList facts={facts} />
    </Section>
  );
}
