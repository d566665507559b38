import {
  BUYER_DELIVERIES,
  DEFAULT_VAT_RATES,
  DELIVERY_MODES,
  DOCUMENT_LANGUAGES,
  type CreateCustomerRequest,
  type BuyerDelivery,
  type Customer,
  type DeliveryMode,
  type DocumentLanguage,
  type EditableStatus,
  type UpdateCustomerRequest,
} from 'contract/customer';
import { DEFAULT_ETAX_VERSION, ETAX_VERSIONS, type EtaxVersion } from 'contract/etax-version';
import { array, boolean, object, string, type ObjectSchema } from 'yup';
import { choice, fieldMessage, optionalText, requiredText } from 'src/components/form-fields';
import {
  addressSchema,
  addressToForm,
  addressToRequest,
  emptyAddress,
  orNull,
  type AddressFormValues,
} from './address-form';
import { emailField, phoneField, taxIdField, vatRatesField, vatRatesOf } from './customer-rules';

export interface CustomerFormValues extends Record<string, unknown> {
  customerName: string;
  customerNumber: string;
  customerStatus: string;
  customerType: string;
  contactTel: string;
  email: string;
  /** The head office's name: set when adding; shown read-only afterwards (edited as a branch). */
  branchName: string;
  address: AddressFormValues;
  /** Ticked: the shipping address is the client address (saved as shippingAddress null). */
  sameAsAddress: boolean;
  shippingAddress: AddressFormValues;
  /** DOCUMENT_TYPE codes; none = every type. */
  documentTypes: string[];
  /** The language of the e-mail and SMS the customer's buyers receive. */
  documentLanguage: DocumentLanguage;
  /** The VAT rates (percent) its documents may carry, as typed: '0, 7'. */
  vatRates: string;
  /** The first issue date of its e-Tax documents, YYYY-MM-DD ('' none, 'invalid' half typed). */
  etaxStartDate: string;
  /** The version of ETDA's e-Tax XML standard its new documents are written in. */
  etaxVersion: EtaxVersion;
  deliveryMode: DeliveryMode;
  /** AUTOMATIC, or AFTER_RELEASE: documents wait READY_TO_SEND until released. */
  buyerDelivery: BuyerDelivery;
}

/** Hidden (same as the client address): whatever it holds is not sent, so nothing to check. */
function unusedAddressSchema(): ObjectSchema<AddressFormValues> {
  return object({
    addressNo: string().defined(),
    moo: string().defined(),
    building: string().defined(),
    soi: string().defined(),
    road: string().defined(),
    provinceCode: string().defined(),
    districtCode: string().defined(),
    subDistrictCode: string().defined(),
    zipCode: string().defined(),
  });
}

export const customerSchema: ObjectSchema<CustomerFormValues> = object({
  customerName: requiredText(200),
  customerNumber: taxIdField(),
  customerStatus: choice(),
  customerType: choice(),
  contactTel: phoneField(),
  email: emailField(),
  branchName: optionalText(200),
  address: addressSchema(string().defined()),
  sameAsAddress: boolean().defined(),
  shippingAddress: object().when('sameAsAddress', {
    is: true,
    then: () => unusedAddressSchema(),
    otherwise: () => addressSchema(string().defined()),
  }) as unknown as ObjectSchema<AddressFormValues>,
  documentTypes: array(string().defined()).defined(),
  documentLanguage: string().oneOf(DOCUMENT_LANGUAGES).required(),
  vatRates: vatRatesField(),
  etaxStartDate: string()
    .defined()
    .test('date', fieldMessage('date'), (value) => value !== 'invalid'),
  etaxVersion: string().oneOf(ETAX_VERSIONS).required(),
  deliveryMode: string().oneOf(DELIVERY_MODES).required(),
  buyerDelivery: string().oneOf(BUYER_DELIVERIES).required(),
});

export const emptyCustomer: CustomerFormValues = {
  customerName: '',
  customerNumber: '',
  customerStatus: 'ACTIVE',
  customerType: '',
  contactTel: '',
  email: '',
  branchName: '',
  address: emptyAddress,
  sameAsAddress: true,
  shippingAddress: emptyAddress,
  documentTypes: [],
  documentLanguage: 'th',
  vatRates: DEFAULT_VAT_RATES.join(', '),
  etaxStartDate: '',
  etaxVersion: DEFAULT_ETAX_VERSION,
  deliveryMode: 'SIGNED',
  buyerDelivery: 'AUTOMATIC',
};

export function customerToForm(customer: Customer): CustomerFormValues {
  return {
    customerName: customer.customerName,
    customerNumber: customer.customerNumber,
    customerStatus: customer.customerStatus,
    customerType: customer.customerType,
    contactTel: customer.contactTel ?? '',
    email: customer.email ?? '',
    branchName: customer.branchName ?? '',
    address: addressToForm(customer.address),
    sameAsAddress: customer.shippingAddress === null,
    shippingAddress: addressToForm(customer.shippingAddress),
    documentTypes: [...customer.documentTypes],
    documentLanguage: customer.documentLanguage,
    vatRates: customer.vatRates.join(', '),
    etaxStartDate: customer.etaxStartDate ?? '',
    etaxVersion: customer.etaxVersion,
    deliveryMode: customer.deliveryMode,
    buyerDelivery: customer.buyerDelivery,
  };
}

function fields(values: CustomerFormValues): Omit<CreateCustomerRequest, 'branchName'> {
  return {
    customerName: values.customerName.trim(),
    customerNumber: values.customerNumber.trim(),
    customerStatus: values.customerStatus as EditableStatus,
    customerType: values.customerType,
    contactTel: orNull(values.contactTel),
    email: orNull(values.email),
    address: addressToRequest(values.address),
    // The shipping address follows the client address: stored as null (docs/customers.md).
    shippingAddress: values.sameAsAddress ? null : addressToRequest(values.shippingAddress),
    documentTypes: values.documentTypes,
    documentLanguage: values.documentLanguage,
    vatRates: vatRatesOf(values.vatRates),
    etaxStartDate: values.etaxStartDate === '' ? null : values.etaxStartDate,
    etaxVersion: values.etaxVersion,
    deliveryMode: values.deliveryMode,
    buyerDelivery: values.buyerDelivery,
  };
}

/** A new customer; the head office is named only when a name was typed (else the default). */
export function customerToCreateRequest(values: CustomerFormValues): CreateCustomerRequest {
  const branchName = values.branchName.trim();
  return { ...fields(values), ...(branchName === '' ? {} : { branchName }) };
}

/** An update replaces the fields, with the code and the version that was read. */
export function customerToUpdateRequest(
  values: CustomerFormValues,
  current: Customer,
): UpdateCustomerRequest {
  return { ...fields(values), customerCode: current.customerCode, version: current.version };
}
