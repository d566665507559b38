import type {
  CreateUploadTemplateRequest,
  UpdateUploadTemplateRequest,
  UploadTemplateDetail,
} from 'contract/upload-template';
import { TEMPLATE_STATUSES, TEMPLATE_TYPES, UPLOAD_TYPES } from 'contract/upload-template';
import { object, string, type ObjectSchema } from 'yup';
import { choice, fieldMessage, optionalText, requiredText } from 'src/components/form-fields';

// The header of a template (docs/upload-templates.md, "Records"): yup rules that mirror the
// contract, the values of a new template, and form ⇄ request.

export const START_ROW_MAX = 1000;
export const DEFAULT_START_ROW = 2;

export interface TemplateHeaderValues extends Record<string, unknown> {
  customerCode: string;
  templateName: string;
  templateType: string;
  uploadType: string;
  documentType: string;
  templateStatus: string;
  /** Typed as text (a number field); 1 … 1000. */
  startRow: string;
  fileName: string;
}

/** What the header form shows of a template: its columns and version are not part of it. */
export type TemplateHeader = Pick<
  UploadTemplateDetail,
  | 'customerCode'
  | 'templateName'
  | 'templateType'
  | 'uploadType'
  | 'documentType'
  | 'templateStatus'
  | 'startRow'
  | 'fileName'
>;

export function headerOf(template: UploadTemplateDetail): TemplateHeader {
  return {
    customerCode: template.customerCode,
    templateName: template.templateName,
    templateType: template.templateType,
    uploadType: template.uploadType,
    documentType: template.documentType,
    templateStatus: template.templateStatus,
    startRow: template.startRow,
    fileName: template.fileName,
  };
}

export const templateHeaderSchema: ObjectSchema<TemplateHeaderValues> = object({
  customerCode: choice(),
  templateName: requiredText(200),
  templateType: choice(),
  uploadType: choice(),
  documentType: choice(),
  templateStatus: choice(),
  startRow: string()
    .trim()
    .required(fieldMessage('required'))
    .matches(/^\d+$/, { message: fieldMessage('integer') })
    .test('min', fieldMessage('min', { min: 1 }), (value) => Number(value) >= 1)
    .test('max', fieldMessage('max', { max: START_ROW_MAX }), (value) => Number(value) <= START_ROW_MAX),
  fileName: optionalText(255),
});

/** A new template starts INACTIVE: an E-TAX one needs its columns before it can be active. */
export const emptyTemplateHeader: TemplateHeaderValues = {
  customerCode: '',
  templateName: '',
  templateType: 'EXCEL',
  uploadType: 'ETAX',
  documentType: '',
  templateStatus: 'INACTIVE',
  startRow: String(DEFAULT_START_ROW),
  fileName: '',
};

export function headerToForm(header: TemplateHeader): TemplateHeaderValues {
  return {
    customerCode: header.customerCode,
    templateName: header.templateName,
    templateType: header.templateType,
    uploadType: header.uploadType,
    documentType: header.documentType,
    templateStatus: header.templateStatus,
    startRow: String(header.startRow),
    fileName: header.fileName ?? '',
  };
}

const oneOf = <T extends string>(values: readonly T[], value: string): T => {
  const found = values.find((candidate) => candidate === value);
  if (found === undefined) throw new Error(`Unexpected value ${value}`);
  return found;
};

function fields(values: TemplateHeaderValues): Omit<CreateUploadTemplateRequest, 'customerCode'> {
  const fileName = values.fileName.trim();
  return {
    templateName: values.templateName.trim(),
    templateType: oneOf(TEMPLATE_TYPES, values.templateType),
    uploadType: oneOf(UPLOAD_TYPES, values.uploadType),
    documentType: values.documentType,
    templateStatus: oneOf(TEMPLATE_STATUSES, values.templateStatus),
    startRow: Number(values.startRow.trim()),
    fileName: fileName === '' ? null : fileName,
  };
}

export function headerToCreateRequest(values: TemplateHeaderValues): CreateUploadTemplateRequest {
  return { customerCode: values.customerCode, ...fields(values) };
}

/** The customer of a template never changes: the update names the template and its version. */
export function headerToUpdateRequest(
  values: TemplateHeaderValues,
  template: Pick<UploadTemplateDetail, 'templateCode' | 'version'>,
): UpdateUploadTemplateRequest {
  return { templateCode: template.templateCode, version: template.version, ...fields(values) };
}
