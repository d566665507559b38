// What imports read a file with: a customer's ACTIVE template, its live columns and the options
// of its dropdown columns (the customer-upload module's only way into templates).
import type { Db } from '../../db/client';
import * as repo from './repository';

export interface TemplateForImport {
  templateCode: string;
  templateType: 'EXCEL' | 'CSV';
  uploadType: 'ETAX' | 'EDOC';
  documentType: string;
  startRow: number;
  columns: repo.ColumnRecord[];
  /** The allowed values of each DROPDOWN column, by inputColumnId. */
  optionValues: ReadonlyMap<number, string[]>;
}

/** undefined when the customer has no ACTIVE template of this code (or no live customer). */
export async function templateForImport(
  db: Db,
  customerCode: string,
  templateCode: string,
  options: { activeOnly: boolean } = { activeOnly: true },
): Promise<TemplateForImport | undefined> {
  const template = await repo.findTemplate(db, templateCode, {
    customerCode,
    activeOnly: options.activeOnly,
  });
  if (!template) return undefined;
  const columns = await repo.liveColumns(db, templateCode);
  const optionValues = new Map<number, string[]>();
  for (const option of await repo.liveOptions(
    db,
    columns.map((column) => column.inputColumnId),
  )) {
    optionValues.set(option.inputColumnId, [
      ...(optionValues.get(option.inputColumnId) ?? []),
      option.optionValue,
    ]);
  }
  return {
    templateCode,
    templateType: template.templateType,
    uploadType: template.uploadType,
    documentType: template.documentType,
    startRow: template.startRow,
    columns,
    optionValues,
  };
}
