// The upload template an import is read with: the customer's ACTIVE one of the import type, and
// its columns as the row rules need them.
import type { UploadType } from '../../../contract/upload-template';
import type { ServiceContext } from '../../command/context';
import type { Db } from '../../db/client';
import { validationFailed } from '../../http/errors';
import { say } from '../../http/language';
import { templateForImport, type TemplateForImport } from '../upload-template/service';
import { uploadMessages } from './messages';
import type { ColumnRule } from './row-rules';

export type ImportTemplate = Omit<TemplateForImport, 'optionValues'> & { rules: ColumnRule[] };

/** The customer's ACTIVE template of this import type; 400 on `templateCode` otherwise. */
export async function importTemplate(
  db: Db,
  ctx: ServiceContext,
  customerCode: string,
  templateCode: string,
  uploadType: UploadType,
): Promise<ImportTemplate> {
  const template = await templateForImport(db, customerCode, templateCode);
  if (!template || template.uploadType !== uploadType) {
    const text = template ? uploadMessages.templateUploadType : uploadMessages.templateNotFound;
    throw validationFailed([{ key: 'templateCode', description: say(ctx, text) }]);
  }
  const { optionValues, ...rest } = template;
  return {
    ...rest,
    rules: template.columns.map((column) => ({
      inputCol: column.inputCol,
      dataTypeKey: column.dataTypeKey,
      inputType: column.inputType,
      inputControlType: column.inputControlType,
      required: column.required,
      maxLength: column.maxLength,
      options: optionValues.get(column.inputColumnId) ?? [],
    })),
  };
}
