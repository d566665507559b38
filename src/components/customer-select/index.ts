export { CustomerSelect } from './customer-select';
export { TemplateCustomerField } from './template-customer-field';
export {
  customerOptionKeys,
  listCustomerByStatus,
  listCustomerOptions,
  toCustomerChoices,
} from './customer-options';
export { CustomerDocumentTypeSelect } from './customer-document-type-select';
export { customerDocumentTypeKeys, getDocumentTypeByCustomer } from './customer-document-types';
