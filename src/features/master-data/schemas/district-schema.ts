import type { District, SaveDistrictRequest } from 'contract/master-data';
import { object, type InferType } from 'yup';
import { choice, requiredText } from 'src/components/form-fields/field-rules';
import { prefixedDigitsField } from './field-rules';
import { blankForm } from 'src/lib/blank-form';

export const districtSchema = object({
  provinceCode: choice(),
  /** 4 digits starting with the province code (DOPA). */
  districtCode: prefixedDigitsField(4, 'provinceCode'),
  districtNameTh: requiredText(150),
  districtNameEn: requiredText(150),
  status: choice(),
});

export type DistrictFormValues = InferType<typeof districtSchema>;

export const emptyDistrict = blankForm<DistrictFormValues>(districtSchema, { status: 'ACTIVE' });

export function districtToForm(district: District): DistrictFormValues {
  return {
    provinceCode: district.provinceCode,
    districtCode: district.districtCode,
    districtNameTh: district.districtNameTh,
    districtNameEn: district.districtNameEn,
    status: district.status,
  };
}

export function districtToRequest(values: DistrictFormValues, current?: District): SaveDistrictRequest {
  return {
    ...(current ? { version: current.version } : {}),
    provinceCode: values.provinceCode,
    districtCode: values.districtCode,
    districtNameTh: values.districtNameTh,
    districtNameEn: values.districtNameEn,
    status: values.status as SaveDistrictRequest['status'],
  };
}
