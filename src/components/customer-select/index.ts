export { CustomerSelect } from './customer-select';
export {
  customerOptionKeys,
  listCustomerByStatus,
  listCustomerOptions,
  toCustomerChoices,
} from './customer-options';
