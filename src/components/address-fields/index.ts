export { AddressFields } from './address-fields';
export type { AddressDepth, AddressFieldsProps } from './address-fields';
