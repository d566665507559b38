export { AddressFields } from './address-fields';
export type { AddressDepth, AddressFieldsProps } from './address-fields';
export { PlaceAutocomplete } from './place-autocomplete';
export type { PlaceAutocompleteProps } from './place-autocomplete';
export { matchPlaces, type PlaceOption } from './place-match';
