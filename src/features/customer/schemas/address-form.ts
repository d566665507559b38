import type { Address } from 'contract/customer';
import { object, type ObjectSchema, type StringSchema } from 'yup';
import { choice, optionalText, requiredText } from 'src/components/form-fields';

// An address as a form holds it (the customer's two addresses, a branch's address): every field
// a string, '' for an optional one left empty; sent with the empty optional fields as null.

export interface AddressFormValues {
  addressNo: string;
  moo: string;
  building: string;
  soi: string;
  road: string;
  provinceCode: string;
  districtCode: string;
  subDistrictCode: string;
  zipCode: string;
}

/** The address's checks; the zip code is filled from the sub-district, checked as `zipCode` says. */
export function addressSchema(zipCode: StringSchema<string>): ObjectSchema<AddressFormValues> {
  return object({
    addressNo: requiredText(50),
    moo: optionalText(20),
    building: optionalText(100),
    soi: optionalText(100),
    road: optionalText(100),
    provinceCode: choice(),
    districtCode: choice(),
    subDistrictCode: choice(),
    zipCode,
  });
}

export const emptyAddress: AddressFormValues = {
  addressNo: '',
  moo: '',
  building: '',
  soi: '',
  road: '',
  provinceCode: '',
  districtCode: '',
  subDistrictCode: '',
  zipCode: '',
};

export function addressToForm(address: Address | null): AddressFormValues {
  if (!address) return emptyAddress;
  return {
    addressNo: address.addressNo,
    moo: address.moo ?? '',
    building: address.building ?? '',
    soi: address.soi ?? '',
    road: address.road ?? '',
    provinceCode: address.provinceCode,
    districtCode: address.districtCode,
    subDistrictCode: address.subDistrictCode,
    zipCode: address.zipCode,
  };
}

export const orNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());

export function addressToRequest(address: AddressFormValues): Address {
  return {
    addressNo: address.addressNo.trim(),
    moo: orNull(address.moo),
    building: orNull(address.building),
    soi: orNull(address.soi),
    road: orNull(address.road),
    provinceCode: address.provinceCode,
    districtCode: address.districtCode,
    subDistrictCode: address.subDistrictCode,
    zipCode: address.zipCode,
  };
}
