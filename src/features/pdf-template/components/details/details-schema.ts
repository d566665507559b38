import {
  PDF_TEMPLATE_STATUSES,
  type CreatePdfTemplateRequest,
  type PdfTemplateDetail,
  type UpdatePdfTemplateRequest,
} from 'contract/pdf-template';
import { UPLOAD_TYPES } from 'contract/upload-template';
import { object, type ObjectSchema } from 'yup';
import { choice, requiredText } from 'src/components/form-fields';
import { blankForm } from 'src/lib/blank-form';

// The details of a PDF template (contract createPdfTemplate / updatePdfTemplate): yup rules that
// mirror the contract, the values of a new template, and form ⇄ request.

export interface DetailsValues extends Record<string, unknown> {
  customerCode: string;
  templateName: string;
  templateType: string;
  documentType: string;
  /** A new template is a DRAFT (the field shows on a saved template only). */
  status: string;
}

/** What the details form shows of a template: its form, fields and version are not part of it. */
export type Details = Pick<
  PdfTemplateDetail,
  'customerCode' | 'templateName' | 'templateType' | 'documentType' | 'status'
>;

export function detailsOf(template: PdfTemplateDetail): Details {
  return {
    customerCode: template.customerCode,
    templateName: template.templateName,
    templateType: template.templateType,
    documentType: template.documentType,
    status: template.status,
  };
}

export const detailsSchema: ObjectSchema<DetailsValues> = object({
  customerCode: choice(),
  templateName: requiredText(200),
  templateType: choice(),
  documentType: choice(),
  status: choice(),
});

export const emptyDetails = blankForm<DetailsValues>(detailsSchema, { status: 'DRAFT' });

export function detailsToForm(details: Details): DetailsValues {
  return { ...details };
}

const oneOf = <T extends string>(values: readonly T[], value: string): T => {
  const found = values.find((candidate) => candidate === value);
  if (found === undefined) throw new Error(`Unexpected value ${value}`);
  return found;
};

export function detailsToCreateRequest(values: DetailsValues): CreatePdfTemplateRequest {
  return {
    customerCode: values.customerCode,
    templateName: values.templateName.trim(),
    templateType: oneOf(UPLOAD_TYPES, values.templateType),
    documentType: values.documentType,
  };
}

/** The customer of a template never changes: the update names the template and its version. */
export function detailsToUpdateRequest(
  values: DetailsValues,
  template: Pick<PdfTemplateDetail, 'pdfTemplateId' | 'version'>,
): UpdatePdfTemplateRequest {
  return {
    pdfTemplateId: template.pdfTemplateId,
    version: template.version,
    templateName: values.templateName.trim(),
    templateType: oneOf(UPLOAD_TYPES, values.templateType),
    documentType: values.documentType,
    status: oneOf(PDF_TEMPLATE_STATUSES, values.status),
  };
}
