import type { SaveSubDistrictRequest, SubDistrict } from 'contract/master-data';
import { object, type InferType } from 'yup';
import { choice, requiredText } from 'src/components/form-fields/field-rules';
import { digitsField, prefixedDigitsField } from './field-rules';
import { blankForm } from 'src/lib/blank-form';

export const subDistrictSchema = object({
  /** Only narrows the district dropdown; not sent (the district names its province). */
  provinceCode: choice(),
  districtCode: choice(),
  /** 6 digits starting with the district code (DOPA). */
  subDistrictCode: prefixedDigitsField(6, 'districtCode'),
  subDistrictNameTh: requiredText(150),
  subDistrictNameEn: requiredText(150),
  zipCode: digitsField(5),
  status: choice(),
});

export type SubDistrictFormValues = InferType<typeof subDistrictSchema>;

export const emptySubDistrict = blankForm<SubDistrictFormValues>(subDistrictSchema, { status: 'ACTIVE' });

export function subDistrictToForm(subDistrict: SubDistrict): SubDistrictFormValues {
  return {
    // A district code starts with its province's code.
    provinceCode: subDistrict.districtCode.slice(0, 2),
    districtCode: subDistrict.districtCode,
    subDistrictCode: subDistrict.subDistrictCode,
    subDistrictNameTh: subDistrict.subDistrictNameTh,
    subDistrictNameEn: subDistrict.subDistrictNameEn,
    zipCode: subDistrict.zipCode,
    status: subDistrict.status,
  };
}

export function subDistrictToRequest(
  values: SubDistrictFormValues,
  current?: SubDistrict,
): SaveSubDistrictRequest {
  return {
    ...(current ? { version: current.version } : {}),
    districtCode: values.districtCode,
    subDistrictCode: values.subDistrictCode,
    subDistrictNameTh: values.subDistrictNameTh,
    subDistrictNameEn: values.subDistrictNameEn,
    zipCode: values.zipCode,
    status: values.status as SaveSubDistrictRequest['status'],
  };
}
