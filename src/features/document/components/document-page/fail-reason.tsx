import { DOCUMENT_FAIL_CODES, type DocumentDetail } from 'contract/document';
import { useTranslation } from 'react-i18next';
import { useListboxLabel } from 'src/components/listbox-select';
import { formatAmount } from '../document-format';

/** The listbox group naming the fields of a document (ISSUE_DATE → its Thai or English name). */
const FIELD_GROUP = 'DATA_TYPE_KEY';

const isKnownCode = (code: string | null): code is (typeof DOCUMENT_FAIL_CODES)[number] =>
  code !== null && (DOCUMENT_FAIL_CODES as readonly string[]).includes(code);

/**
 * Why a FAILED document could not be made, in words: the field by its name in the current
 * language, the amounts formatted (MISSING_FIELD, TOTAL_MISMATCH, INVALID_AMOUNT, NUMBER_TAKEN,
 * VALUE_REFUSED), or how many checks the e-Tax XML failed (XML_INVALID: the failures themselves
 * are in the XML section), or which PKCS#11 slot's key could not be reached and why
 * (SIGNING_KEY_UNREACHABLE).
 */
export function FailReason({ document }: { document: Pick<DocumentDetail, 'failCode' | 'failParams'> }) {
  const { t } = useTranslation('document');
  const fieldName = useListboxLabel(FIELD_GROUP);
  const params = document.failParams ?? {};
  const text = (name: string) => (params[name] === undefined ? '' : String(params[name]));
  const amount = (name: string) => formatAmount(text(name)) || text(name);
  const code = isKnownCode(document.failCode) ? document.failCode : 'UNKNOWN';
  // Given only when present: `count` picks the plural form (1 check / 3 checks), and the other
  // codes have none, so they fall back to their single text.
  const count = params.count === undefined ? undefined : Number(params.count);
  return (
    <>
      {t(`failReason.${code}`, {
        field: text('field') ? fieldName(text('field')) : '',
        rowNo: text('rowNo'),
        stated: amount('stated'),
        computed: amount('computed'),
        documentNo: text('documentNo'),
        slot: text('slot'),
        reason: text('reason')
          ? t(`signingKeyReason.${text('reason')}`, { defaultValue: text('reason') })
          : '',
        count,
      })}
    </>
  );
}
