import { type BranchOption, customerBranchController } from 'contract/customer-branch';
import {
  INPUT_COLUMN_PREFIX,
  type InputColumnOption,
  UPLOAD_TEMPLATE_PREFIX,
  type UploadTemplate,
  type UploadTemplateDetail,
  type UploadType,
  uploadTemplateController,
} from 'contract/upload-template';
import { callsOf, apiGet, type ApiRequestOptions } from 'src/lib/api-client';

/** Query keys of the choices: under the customer and template screens' roots, so their edits refresh them. */
export const importTargetKeys = {
  branches: (customerCode: string) => ['customers', 'import-branches', customerCode] as const,
  templates: (customerCode: string, uploadType: UploadType) =>
    ['upload-templates', 'import-choices', customerCode, uploadType] as const,
  template: (templateCode: string) => ['upload-templates', 'detail', templateCode] as const,
};

/** The customer's active branches (a USER gets its assigned ones); a customer token's own customer. */
export function listImportBranches(
  customerCode: string,
  options?: ApiRequestOptions,
): Promise<BranchOption[]> {
  return callsOf(customerBranchController).post('listBranchByCustomerAndStatus')(
    { status: 'ACTIVE', ...(customerCode ? { customerCode } : {}) },
    options,
  );
}

/** The customer's ACTIVE templates of an import type. */
export function listImportTemplates(
  customerCode: string,
  uploadType: UploadType,
  options?: ApiRequestOptions,
): Promise<UploadTemplate[]> {
  return callsOf(uploadTemplateController).post('listTemplateByCustomerCode')(
    { uploadType, ...(customerCode ? { customerCode } : {}) },
    options,
  );
}

/** A template with its input columns. */
export function getImportTemplate(
  templateCode: string,
  options?: ApiRequestOptions,
): Promise<UploadTemplateDetail> {
  return apiGet<UploadTemplateDetail>(
    `${UPLOAD_TEMPLATE_PREFIX}/getTemplateByCode/${encodeURIComponent(templateCode)}`,
    options,
  );
}

/** The options of a DROPDOWN column. */
export function listColumnOptions(
  inputColumnId: number,
  options?: ApiRequestOptions,
): Promise<InputColumnOption[]> {
  return apiGet<InputColumnOption[]>(
    `${INPUT_COLUMN_PREFIX}/listInputColumnOption?inputColumnId=${inputColumnId}`,
    options,
  );
}
