import type { SearchBody } from 'contract/envelope';
import {
  templateSampleUrl,
  UPLOAD_TEMPLATE_PREFIX,
  type CreateUploadTemplateRequest,
  type SearchUploadTemplateRequest,
  type UpdateUploadTemplateRequest,
  type UploadTemplate,
  type UploadTemplateDetail,
} from 'contract/upload-template';
import {
  apiDownload,
  apiGet,
  apiPost,
  apiSearch,
  type ApiRequestOptions,
  type DownloadedFile,
} from 'src/lib/api-client';

export function searchUploadTemplate(
  body: SearchUploadTemplateRequest,
  options?: ApiRequestOptions,
): Promise<SearchBody<UploadTemplate>> {
  return apiSearch<UploadTemplate>(`${UPLOAD_TEMPLATE_PREFIX}/search`, body, options);
}

/** The template with its input columns. */
export function getTemplateByCode(
  templateCode: string,
  options?: ApiRequestOptions,
): Promise<UploadTemplateDetail> {
  return apiGet<UploadTemplateDetail>(
    `${UPLOAD_TEMPLATE_PREFIX}/getTemplateByCode/${encodeURIComponent(templateCode)}`,
    options,
  );
}

export function createUploadTemplate(
  body: CreateUploadTemplateRequest,
  options?: ApiRequestOptions,
): Promise<UploadTemplateDetail> {
  return apiPost<UploadTemplateDetail>(`${UPLOAD_TEMPLATE_PREFIX}/create`, body, options);
}

export function updateUploadTemplate(
  body: UpdateUploadTemplateRequest,
  options?: ApiRequestOptions,
): Promise<UploadTemplateDetail> {
  return apiPost<UploadTemplateDetail>(`${UPLOAD_TEMPLATE_PREFIX}/update`, body, options);
}

/** The template's sample file (.xlsx or .csv), as the server names it. */
export function downloadTemplateSample(templateCode: string): Promise<DownloadedFile> {
  return apiDownload(templateSampleUrl(templateCode));
}
