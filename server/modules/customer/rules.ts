import type { CreateCustomerRequest } from '../../../contract/customer';
import type { ErrorDetail } from '../../../contract/envelope';
import type { Db } from '../../db/client';
import { validationFailed } from '../../http/errors';
import { say, type Speaker } from '../../http/language';
import { checkAddresses, type AddressToCheck } from '../../validation/address';
import { isEmail } from '../../../contract/email';
import { unknownListboxCodes } from '../../validation/listbox-codes';
import { fieldText } from '../../validation/messages';
import { isThaiPhone } from '../../../contract/phone';
import { isValidTaxId } from '../../../contract/tax-id';
import { optionalText } from '../../validation/text-fields';
import { isCalendarDate } from '../../validation/date-range';
import { customerText } from './messages';

type CustomerFields = Omit<CreateCustomerRequest, 'branchName'>;

/** The rules the schema cannot say: check digit, phone, e-mail (no database needed). */
function fieldDetails(speaker: Speaker, body: CustomerFields): ErrorDetail[] {
  const details: ErrorDetail[] = [];
  const add = (key: string, text: { th: string; en: string }) =>
    details.push({ key, description: say(speaker, text) });
  if (!isValidTaxId(body.customerNumber)) add('customerNumber', fieldText.taxIdCheckDigit);
  const tel = optionalText(body.contactTel);
  if (tel && !isThaiPhone(tel)) add('contactTel', fieldText.phone);
  const email = optionalText(body.email);
  if (email && !isEmail(email)) add('email', fieldText.email);
  // ETDA time-stamps mail from the address the seller registered: the customer's e-mail.
  if (body.deliveryMode === 'TIME_STAMP' && !email) add('deliveryMode', customerText.timeStampNeedsEmail);
  if (body.etaxStartDate && !isCalendarDate(body.etaxStartDate)) add('etaxStartDate', fieldText.calendarDate);
  return details;
}

/** Rules against master data: addresses agree, customer type and document types exist. */
async function masterDataDetails(db: Db, speaker: Speaker, body: CustomerFields): Promise<ErrorDetail[]> {
  const addresses: AddressToCheck[] = [{ key: 'address', address: body.address }];
  if (body.shippingAddress) addresses.push({ key: 'shippingAddress', address: body.shippingAddress });
  const [addressDetails, unknownTypes, unknownDocumentTypes] = await Promise.all([
    checkAddresses(db, addresses, (text) => say(speaker, text)),
    unknownListboxCodes(db, 'CUSTOMER_TYPE', [body.customerType]),
    unknownListboxCodes(db, 'DOCUMENT_TYPE', body.documentTypes),
  ]);
  const details = [...addressDetails];
  const missing = say(speaker, fieldText.listboxCodeMissing);
  if (unknownTypes.length) details.push({ key: 'customerType', description: missing });
  if (unknownDocumentTypes.length) {
    details.push({ key: 'documentTypes', description: `${missing}: ${unknownDocumentTypes.join(', ')}` });
  }
  return details;
}

/** Every field rule of a customer save; all failures answer together (one detail per field). */
export async function assertCustomerFields(db: Db, speaker: Speaker, body: CustomerFields): Promise<void> {
  const details = [...fieldDetails(speaker, body), ...(await masterDataDetails(db, speaker, body))];
  if (details.length) throw validationFailed(details);
}
