import { templateSampleUrl, uploadTemplateController } from 'contract/upload-template';
import { callsOf, apiDownload, type DownloadedFile } from 'src/lib/api-client';

export const searchUploadTemplate = callsOf(uploadTemplateController).search('search');

export const createUploadTemplate = callsOf(uploadTemplateController).post('create');

export const updateUploadTemplate = callsOf(uploadTemplateController).post('update');

/** The template's sample file (.xlsx or .csv), as the server names it. */
export function downloadTemplateSample(templateCode: string): Promise<DownloadedFile> {
  return apiDownload(templateSampleUrl(templateCode));
}
