// Document generation (server/modules/document/generation.ts) fills the customer's ACTIVE
// template of the document type; without one it draws the built-in A4 layout.
import type { AppDeps } from '../../deps';
import type { FilledMetadata, TemplateLayout, TemplateValues } from '../../pdf/template/fill-template';
import { loadFiller, loadForm } from './form-cache';
import * as repo from './repository';

/** A template ready to fill: its layout read and its form parsed once for a whole import. */
export interface ActiveTemplate {
  pdfTemplateId: number;
  version: number;
  render(values: TemplateValues, metadata: FilledMetadata): Promise<Uint8Array>;
}

export function templateLayout(
  record: repo.TemplateRecord,
  columns: readonly repo.ColumnRecord[],
): TemplateLayout {
  return { pages: record.pages, fields: columns, itemTable: record.itemTable ?? null };
}

export async function activeTemplate(
  deps: AppDeps,
  customerCode: string,
  documentType: string,
): Promise<ActiveTemplate | undefined> {
  const record = await repo.findActiveTemplate(deps.db, customerCode, documentType);
  if (!record?.formFileId) return undefined;
  const layout = templateLayout(record, await repo.columnsOf(deps.db, record.pdfTemplateId));
  const form = await loadForm(deps.files, record.formFileId);
  const { renderTemplatePdf } = await loadFiller();
  return {
    pdfTemplateId: record.pdfTemplateId,
    version: record.version,
    render: (values, metadata) => renderTemplatePdf(form, layout, values, metadata),
  };
}
