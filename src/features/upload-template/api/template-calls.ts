import {
  templateSampleUrl,
  UPLOAD_TEMPLATE_PREFIX,
  type UploadTemplateDetail,
  uploadTemplateController,
} from 'contract/upload-template';
import {
  callsOf,
  apiDownload,
  apiGet,
  type ApiRequestOptions,
  type DownloadedFile,
} from 'src/lib/api-client';

export const searchUploadTemplate = callsOf(uploadTemplateController).search('search');

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

export const createUploadTemplate = callsOf(uploadTemplateController).post('create');

export const updateUploadTemplate = callsOf(uploadTemplateController).post('update');

/** The template's sample file (.xlsx or .csv), as the server names it. */
export function downloadTemplateSample(templateCode: string): Promise<DownloadedFile> {
  return apiDownload(templateSampleUrl(templateCode));
}
