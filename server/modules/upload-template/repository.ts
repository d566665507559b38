// All SQL of upload templates, their input columns and the columns' options.
import { and, asc, count, eq, inArray, ne, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { SearchUploadTemplateRequest, UploadTemplateSortBy } from '../../../contract/upload-template';
import type { Db } from '../../db/client';
import { insertNew, stamped, updateStamped } from '../../db/edit-stamp';
import { firstRow } from '../../db/first-row';
import { inPage, matchesAny, searchPlan } from '../../db/search-sql';
import { nextCode } from '../../db/generated-code';
import { customer } from '../../db/schema/customer';
import { inputColumn, inputColumnOption, uploadTemplate } from '../../db/schema/upload-template';

export type TemplateRecord = typeof uploadTemplate.$inferSelect & { customerName: string };
export type ColumnRecord = typeof inputColumn.$inferSelect;
export type OptionRecord = typeof inputColumnOption.$inferSelect;

export type TemplateValues = Pick<
  TemplateRecord,
  'templateName' | 'templateType' | 'uploadType' | 'documentType' | 'templateStatus' | 'startRow' | 'fileName'
>;
export type ColumnValues = Pick<
  ColumnRecord,
  | 'columnName'
  | 'dataTypeKey'
  | 'inputCol'
  | 'inputType'
  | 'inputControlType'
  | 'required'
  | 'maxLength'
  | 'seq'
>;
export type OptionValues = Pick<OptionRecord, 'optionValue' | 'optionLabel' | 'seq'>;

function selectTemplates(db: Db) {
  return db
    .select({
      templateCode: uploadTemplate.templateCode,
      customerCode: uploadTemplate.customerCode,
      customerName: customer.customerName,
      templateName: uploadTemplate.templateName,
      templateType: uploadTemplate.templateType,
      uploadType: uploadTemplate.uploadType,
      documentType: uploadTemplate.documentType,
      templateStatus: uploadTemplate.templateStatus,
      startRow: uploadTemplate.startRow,
      fileName: uploadTemplate.fileName,
      version: uploadTemplate.version,
      createDtm: uploadTemplate.createDtm,
      createBy: uploadTemplate.createBy,
      lastUpdateDtm: uploadTemplate.lastUpdateDtm,
      lastUpdateBy: uploadTemplate.lastUpdateBy,
    })
    .from(uploadTemplate)
    .innerJoin(customer, eq(customer.customerCode, uploadTemplate.customerCode));
}

export interface TemplateScope {
  /** Only this customer's templates (a CUSTOMER token's own). */
  customerCode?: string;
  /** Only ACTIVE templates (what a CUSTOMER token may read). */
  activeOnly?: boolean;
}

const scoped = (scope: TemplateScope): SQL | undefined =>
  and(
    ne(customer.customerStatus, 'DELETE'),
    scope.customerCode ? eq(uploadTemplate.customerCode, scope.customerCode) : undefined,
    scope.activeOnly ? eq(uploadTemplate.templateStatus, 'ACTIVE') : undefined,
  );

export async function findTemplate(
  db: Db,
  templateCode: string,
  scope: TemplateScope,
  lock = false,
): Promise<TemplateRecord | undefined> {
  const query = selectTemplates(db).where(and(eq(uploadTemplate.templateCode, templateCode), scoped(scope)));
  return firstRow(query, lock && 'update', uploadTemplate);
}

export async function insertTemplate(
  tx: Db,
  customerCode: string,
  values: TemplateValues,
  actor: string,
): Promise<string> {
  const [row] = await tx
    .insert(uploadTemplate)
    .values({
      templateCode: nextCode('upload_template_code_seq', 'TPL', 6),
      customerCode,
      ...values,
      createBy: actor,
      lastUpdateBy: actor,
    })
    .returning({ templateCode: uploadTemplate.templateCode });
  return row!.templateCode;
}

/** Saves the header fields (all of them, or none: a column change only bumps the version). */
export async function updateTemplate(
  tx: Db,
  templateCode: string,
  values: Partial<TemplateValues>,
  actor: string,
): Promise<void> {
  await tx
    .update(uploadTemplate)
    .set(stamped(uploadTemplate, values, actor))
    .where(eq(uploadTemplate.templateCode, templateCode));
}

const sortColumns: Record<UploadTemplateSortBy, AnyPgColumn> = {
  templateCode: uploadTemplate.templateCode,
  templateName: uploadTemplate.templateName,
  customerCode: uploadTemplate.customerCode,
  templateType: uploadTemplate.templateType,
  documentType: uploadTemplate.documentType,
  templateStatus: uploadTemplate.templateStatus,
  lastUpdateDtm: uploadTemplate.lastUpdateDtm,
};

export async function searchTemplates(
  db: Db,
  scope: TemplateScope,
  request: SearchUploadTemplateRequest,
): Promise<{ rows: TemplateRecord[]; total: number }> {
  const plan = searchPlan(
    request,
    sortColumns,
    'templateCode',
    [uploadTemplate.templateCode],
    [
      scoped({ ...scope, customerCode: scope.customerCode ?? request.customerCode }),
      request.templateType ? eq(uploadTemplate.templateType, request.templateType) : undefined,
      request.uploadType ? eq(uploadTemplate.uploadType, request.uploadType) : undefined,
      request.documentType ? eq(uploadTemplate.documentType, request.documentType) : undefined,
      request.templateStatus ? eq(uploadTemplate.templateStatus, request.templateStatus) : undefined,
      matchesAny(request.templateCode, uploadTemplate.templateCode),
      matchesAny(request.templateName, uploadTemplate.templateName),
    ],
  );
  const [totalRow] = await db
    .select({ total: count() })
    .from(uploadTemplate)
    .innerJoin(customer, eq(customer.customerCode, uploadTemplate.customerCode))
    .where(plan.where);
  const rows = await inPage(selectTemplates(db).$dynamic(), plan);
  return { rows, total: totalRow?.total ?? 0 };
}

/** The ACTIVE templates of a customer, by name (for upload and direct entry). */
export function activeTemplates(
  db: Db,
  customerCode: string,
  filter: { documentType?: string; uploadType?: string },
): Promise<TemplateRecord[]> {
  return selectTemplates(db)
    .where(
      and(
        scoped({ customerCode, activeOnly: true }),
        filter.documentType ? eq(uploadTemplate.documentType, filter.documentType) : undefined,
        filter.uploadType ? eq(uploadTemplate.uploadType, filter.uploadType as 'ETAX' | 'EDOC') : undefined,
      ),
    )
    .orderBy(asc(uploadTemplate.templateName), asc(uploadTemplate.templateCode));
}

// ---------------------------------------------------------------- columns

/** The live columns of a template, by seq then file column. */
export function liveColumns(db: Db, templateCode: string, lock = false): Promise<ColumnRecord[]> {
  const query = db
    .select()
    .from(inputColumn)
    .where(and(eq(inputColumn.templateCode, templateCode), ne(inputColumn.status, 'DELETE')))
    .orderBy(asc(inputColumn.seq), asc(inputColumn.inputCol));
  return lock ? query.for('update') : query;
}

export async function findColumn(
  db: Db,
  inputColumnId: number,
  lock = false,
): Promise<ColumnRecord | undefined> {
  const query = db
    .select()
    .from(inputColumn)
    .where(and(eq(inputColumn.inputColumnId, inputColumnId), ne(inputColumn.status, 'DELETE')));
  return firstRow(query, lock && 'update');
}

export async function insertColumn(
  tx: Db,
  templateCode: string,
  values: ColumnValues,
  actor: string,
): Promise<ColumnRecord> {
  const [row] = await tx
    .insert(inputColumn)
    .values({ templateCode, ...values, createBy: actor, lastUpdateBy: actor })
    .returning();
  return row!;
}

export function updateColumn(
  tx: Db,
  inputColumnId: number,
  values: Partial<ColumnValues> & { status?: ColumnRecord['status'] },
  actor: string,
): Promise<ColumnRecord> {
  return updateStamped(tx, inputColumn, eq(inputColumn.inputColumnId, inputColumnId), values, actor);
}

/**
 * Frees the file columns and document fields of these columns for the rest of a list save (the
 * unique indexes cover live rows only), so that two columns can swap them; each is then saved
 * again with its new values.
 */
export async function setAside(tx: Db, inputColumnIds: number[]): Promise<void> {
  if (inputColumnIds.length === 0) return;
  await tx
    .update(inputColumn)
    .set({ status: 'DELETE' })
    .where(inArray(inputColumn.inputColumnId, inputColumnIds));
}

// ---------------------------------------------------------------- options

/** The live options of columns, by seq. */
export function liveOptions(db: Db, inputColumnIds: number[]): Promise<OptionRecord[]> {
  if (inputColumnIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(inputColumnOption)
    .where(
      and(inArray(inputColumnOption.inputColumnId, inputColumnIds), ne(inputColumnOption.status, 'DELETE')),
    )
    .orderBy(asc(inputColumnOption.seq), asc(inputColumnOption.optionId));
}

export async function findOption(db: Db, optionId: number, lock = false): Promise<OptionRecord | undefined> {
  const query = db
    .select()
    .from(inputColumnOption)
    .where(and(eq(inputColumnOption.optionId, optionId), ne(inputColumnOption.status, 'DELETE')));
  return firstRow(query, lock && 'update');
}

/** undefined when a live option of the column has the value already. */
export function insertOption(tx: Db, inputColumnId: number, values: OptionValues, actor: string) {
  return insertNew(tx, inputColumnOption, { inputColumnId, ...values }, actor);
}

export function updateOption(
  tx: Db,
  optionId: number,
  values: Partial<OptionValues> & { status?: OptionRecord['status'] },
  actor: string,
): Promise<OptionRecord> {
  return updateStamped(tx, inputColumnOption, eq(inputColumnOption.optionId, optionId), values, actor);
}

/** Another live option of the column with this value. */
export async function optionValueTaken(
  db: Db,
  inputColumnId: number,
  optionValue: string,
  exceptOptionId: number,
): Promise<boolean> {
  const rows = await db
    .select({ id: inputColumnOption.optionId })
    .from(inputColumnOption)
    .where(
      and(
        eq(inputColumnOption.inputColumnId, inputColumnId),
        eq(inputColumnOption.optionValue, optionValue),
        ne(inputColumnOption.status, 'DELETE'),
        ne(inputColumnOption.optionId, exceptOptionId),
      ),
    );
  return rows.length > 0;
}
