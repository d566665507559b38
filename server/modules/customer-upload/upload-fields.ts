// The text fields sent with an upload's file (multipart), checked like a JSON body would be.
import { UPLOAD_TYPES, type UploadType } from '../../../contract/upload-template';
import type { UploadFields } from '../../../contract/customer-upload';
import { codePatterns } from '../../../contract/customer';
import type { ErrorDetail } from '../../../contract/envelope';
import type { ServiceContext } from '../../command/context';
import { validationFailed } from '../../http/errors';
import { say } from '../../http/language';
import { fieldText } from '../../validation/messages';

const TEMPLATE_CODE = /^[A-Za-z0-9_-]{1,30}$/;
const BRANCH_CODE = /^[0-9]{5}$/;
const CUSTOMER_CODE = new RegExp(codePatterns.customerCode);
const invalid = { th: 'ค่าไม่ถูกต้อง', en: 'is not valid' };

/** uploadType, templateCode, branchCode and (ADMIN) customerCode; 400 with every bad field. */
export function uploadFieldsOf(ctx: ServiceContext, fields: Record<string, string>): UploadFields {
  const details: ErrorDetail[] = [];
  const field = (
    name: string,
    pattern: RegExp | null,
    required: boolean,
    text = invalid,
  ): string | undefined => {
    const value = fields[name]?.trim();
    if (!value) {
      if (required) details.push({ key: name, description: say(ctx, fieldText.required) });
      return undefined;
    }
    if (pattern && !pattern.test(value)) details.push({ key: name, description: say(ctx, text) });
    return value;
  };
  const uploadType = field('uploadType', null, true);
  if (uploadType && !(UPLOAD_TYPES as readonly string[]).includes(uploadType)) {
    details.push({ key: 'uploadType', description: say(ctx, invalid) });
  }
  const templateCode = field('templateCode', TEMPLATE_CODE, true);
  const branchCode = field('branchCode', BRANCH_CODE, true, fieldText.branchCode);
  const customerCode = field('customerCode', CUSTOMER_CODE, false);
  if (details.length) throw validationFailed(details);
  return {
    uploadType: uploadType as UploadType,
    templateCode: templateCode!,
    branchCode: branchCode!,
    ...(customerCode ? { customerCode } : {}),
  };
}
