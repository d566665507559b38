import type { Province, SaveProvinceRequest } from 'contract/master-data';
import { object, string, type InferType } from 'yup';
import { choice, requiredText } from 'src/components/form-fields/field-rules';
import { digitsField, optionalIntegerField, toOptionalNumber } from './field-rules';
import { blankForm } from 'src/lib/blank-form';

export const provinceSchema = object({
  provinceCode: digitsField(2),
  provinceNameTh: requiredText(150),
  provinceNameEng: requiredText(150),
  /** '' (none) or a region 1–6. */
  geoId: string().defined(),
  seq: optionalIntegerField(0, 99999),
  status: choice(),
});

export type ProvinceFormValues = InferType<typeof provinceSchema>;

export const emptyProvince = blankForm<ProvinceFormValues>(provinceSchema, { status: 'ACTIVE' });

export function provinceToForm(province: Province): ProvinceFormValues {
  return {
    provinceCode: province.provinceCode,
    provinceNameTh: province.provinceNameTh,
    provinceNameEng: province.provinceNameEng,
    geoId: province.geoId === null ? '' : String(province.geoId),
    seq: String(province.seq),
    status: province.status,
  };
}

/** The save body: a new province without id/version, an existing one with what was read. */
export function provinceToRequest(values: ProvinceFormValues, current?: Province): SaveProvinceRequest {
  return {
    ...(current ? { id: current.id, version: current.version } : {}),
    provinceCode: values.provinceCode,
    provinceNameTh: values.provinceNameTh,
    provinceNameEng: values.provinceNameEng,
    geoId: values.geoId === '' ? null : Number(values.geoId),
    seq: toOptionalNumber(values.seq),
    status: values.status as SaveProvinceRequest['status'],
  };
}
