import { UPLOAD_FIELD } from 'contract/file';
import {
  PDF_TEMPLATE_PREFIX as PREFIX,
  type PdfTemplateDetail,
  type PreviewPdfRequest,
  type SavePdfInputColumnRequest,
  pdfTemplateController,
} from 'contract/pdf-template';
import {
  callsOf,
  apiDownload,
  apiUpload,
  type ApiRequestOptions,
  type UploadOptions,
} from 'src/lib/api-client';
import { asPdfBlob } from 'src/lib/open-blob';

// The calls of the PDF template screens (contract/pdf-template.ts), one function each.

export const searchPdfTemplate = callsOf(pdfTemplateController).search('searchPdfTemplate');

/** The template with its pages, fields and item table. */
export function getPdfTemplateById(
  pdfTemplateId: number,
  options?: ApiRequestOptions,
): Promise<PdfTemplateDetail> {
  return callsOf(pdfTemplateController).post('getPdfTemplateById')({ pdfTemplateId }, options);
}

/** A new template is a DRAFT without its form. */
export const createPdfTemplate = callsOf(pdfTemplateController).post('createPdfTemplate');

export const updatePdfTemplate = callsOf(pdfTemplateController).post('updatePdfTemplate');

/**
 * Adds or replaces the template's PDF form (multipart: the file, the template and the version
 * read), with the browser's progress. Answers the template as stored.
 */
export function uploadPdfTemplate(
  target: Pick<PdfTemplateDetail, 'pdfTemplateId' | 'version'>,
  file: File,
  options?: UploadOptions,
): Promise<PdfTemplateDetail> {
  const form = new FormData();
  form.append('pdfTemplateId', String(target.pdfTemplateId));
  form.append('version', String(target.version));
  form.append(UPLOAD_FIELD, file, file.name);
  return apiUpload<PdfTemplateDetail>(`${PREFIX}/uploadPdfTemplate`, form, options);
}

/**
 * Saves the whole layout (fields and item table) over the version read; answers the template.
 * The body only: it is a mutation function, whose second argument is react-query's.
 */
export function savePdfInputColumn(body: SavePdfInputColumnRequest): Promise<PdfTemplateDetail> {
  return callsOf(pdfTemplateController).post('savePdfInputColumn')(body);
}

/** One page of the form as a PNG data: URL. */
export const generateImage = callsOf(pdfTemplateController).post('generateImage');

/** The form filled in with the server's sample values (or `data`), in the layout given: a PDF. */
export async function previewPdf(body: PreviewPdfRequest): Promise<Blob> {
  const { blob } = await apiDownload(`${PREFIX}/previewPdf`, { method: 'POST', body });
  return asPdfBlob(blob);
}
