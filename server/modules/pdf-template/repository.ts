// All SQL of PDF templates, their fields (pdf_input_column) and collections (pdf_collection).
import { and, asc, count, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { PdfTemplateSortBy, SearchPdfTemplateRequest } from '../../../contract/pdf-template';
import type { Db } from '../../db/client';
import { firstRow } from '../../db/first-row';
import { inPage, matchesAny, searchPlan } from '../../db/search-sql';
import { customer } from '../../db/schema/customer';
import { pdfCollection, pdfInputColumn, pdfTemplate } from '../../db/schema/pdf-template';

export type TemplateRecord = typeof pdfTemplate.$inferSelect & { customerName: string; fieldCount: number };
export type ColumnRecord = typeof pdfInputColumn.$inferSelect;
export type ColumnValues = Omit<ColumnRecord, 'pdfInputColumnId' | 'pdfTemplateId'>;
export type CollectionRecord = typeof pdfCollection.$inferSelect;
export type TemplateValues = Partial<
  Pick<
    TemplateRecord,
    | 'templateName'
    | 'templateType'
    | 'documentType'
    | 'status'
    | 'formFileId'
    | 'fileName'
    | 'pages'
    | 'itemTable'
  >
>;

const fieldCount = sql<number>`(select count(*)::int from ${pdfInputColumn} where ${pdfInputColumn.pdfTemplateId} = ${pdfTemplate.pdfTemplateId})`;

function selectTemplates(db: Db) {
  return db
    .select({
      pdfTemplateId: pdfTemplate.pdfTemplateId,
      customerCode: pdfTemplate.customerCode,
      customerName: customer.customerName,
      templateName: pdfTemplate.templateName,
      templateType: pdfTemplate.templateType,
      documentType: pdfTemplate.documentType,
      status: pdfTemplate.status,
      formFileId: pdfTemplate.formFileId,
      fileName: pdfTemplate.fileName,
      pages: pdfTemplate.pages,
      itemTable: pdfTemplate.itemTable,
      fieldCount,
      version: pdfTemplate.version,
      createDtm: pdfTemplate.createDtm,
      createBy: pdfTemplate.createBy,
      lastUpdateDtm: pdfTemplate.lastUpdateDtm,
      lastUpdateBy: pdfTemplate.lastUpdateBy,
    })
    .from(pdfTemplate)
    .innerJoin(customer, eq(customer.customerCode, pdfTemplate.customerCode));
}

/** A deleted customer's templates are gone with it. */
const live = ne(customer.customerStatus, 'DELETE');

export async function findTemplate(
  db: Db,
  pdfTemplateId: number,
  lock = false,
): Promise<TemplateRecord | undefined> {
  const query = selectTemplates(db).where(and(eq(pdfTemplate.pdfTemplateId, pdfTemplateId), live));
  return firstRow(query, lock && 'update', pdfTemplate);
}

const sortColumns: Record<PdfTemplateSortBy, AnyPgColumn | SQL> = {
  pdfTemplateId: pdfTemplate.pdfTemplateId,
  templateName: pdfTemplate.templateName,
  customerCode: pdfTemplate.customerCode,
  templateType: pdfTemplate.templateType,
  documentType: pdfTemplate.documentType,
  status: pdfTemplate.status,
  lastUpdateDtm: pdfTemplate.lastUpdateDtm,
};

export async function searchTemplates(
  db: Db,
  request: SearchPdfTemplateRequest,
): Promise<{ rows: TemplateRecord[]; total: number }> {
  const plan = searchPlan(
    request,
    sortColumns,
    'pdfTemplateId',
    [pdfTemplate.pdfTemplateId],
    [
      live,
      request.customerCode ? eq(pdfTemplate.customerCode, request.customerCode) : undefined,
      request.templateType ? eq(pdfTemplate.templateType, request.templateType) : undefined,
      request.documentType ? eq(pdfTemplate.documentType, request.documentType) : undefined,
      request.status ? eq(pdfTemplate.status, request.status) : undefined,
      matchesAny(request.templateName, pdfTemplate.templateName),
    ],
  );
  const [totalRow] = await db
    .select({ total: count() })
    .from(pdfTemplate)
    .innerJoin(customer, eq(customer.customerCode, pdfTemplate.customerCode))
    .where(plan.where);
  const rows = await inPage(selectTemplates(db).$dynamic(), plan);
  return { rows, total: totalRow?.total ?? 0 };
}

export function listTemplates(
  db: Db,
  filter: { customerCode?: string | undefined; documentType?: string | undefined },
): Promise<TemplateRecord[]> {
  return selectTemplates(db)
    .where(
      and(
        live,
        filter.customerCode ? eq(pdfTemplate.customerCode, filter.customerCode) : undefined,
        filter.documentType ? eq(pdfTemplate.documentType, filter.documentType) : undefined,
      ),
    )
    .orderBy(asc(pdfTemplate.templateName), asc(pdfTemplate.pdfTemplateId));
}

/** The customer's ACTIVE template of the document type, if it has one. */
export async function findActiveTemplate(
  db: Db,
  customerCode: string,
  documentType: string,
): Promise<TemplateRecord | undefined> {
  const [row] = await selectTemplates(db).where(
    and(
      live,
      eq(pdfTemplate.customerCode, customerCode),
      eq(pdfTemplate.documentType, documentType),
      eq(pdfTemplate.status, 'ACTIVE'),
    ),
  );
  return row;
}

export async function insertTemplate(
  tx: Db,
  values: Required<Pick<TemplateValues, 'templateName' | 'templateType' | 'documentType'>> & {
    customerCode: string;
  },
  actor: string,
): Promise<number> {
  const [row] = await tx
    .insert(pdfTemplate)
    .values({ ...values, status: 'DRAFT', createBy: actor, lastUpdateBy: actor })
    .returning({ pdfTemplateId: pdfTemplate.pdfTemplateId });
  return row!.pdfTemplateId;
}

/** Saves the given values and moves the version on (a layout change moves it too). */
export async function updateTemplate(
  tx: Db,
  pdfTemplateId: number,
  values: TemplateValues,
  actor: string,
): Promise<void> {
  await tx
    .update(pdfTemplate)
    .set({
      ...values,
      version: sql`${pdfTemplate.version} + 1`,
      lastUpdateDtm: sql`now()`,
      lastUpdateBy: actor,
    })
    .where(eq(pdfTemplate.pdfTemplateId, pdfTemplateId));
}

/** The customer's other ACTIVE template of the type (there is at most one), locked. */
export async function findOtherActive(
  tx: Db,
  customerCode: string,
  documentType: string,
  pdfTemplateId: number,
): Promise<TemplateRecord | undefined> {
  const [row] = await selectTemplates(tx)
    .where(
      and(
        eq(pdfTemplate.customerCode, customerCode),
        eq(pdfTemplate.documentType, documentType),
        eq(pdfTemplate.status, 'ACTIVE'),
        ne(pdfTemplate.pdfTemplateId, pdfTemplateId),
      ),
    )
    .for('update', { of: pdfTemplate });
  return row;
}

// ---------------------------------------------------------------- fields

export function columnsOf(db: Db, pdfTemplateId: number): Promise<ColumnRecord[]> {
  return db
    .select()
    .from(pdfInputColumn)
    .where(eq(pdfInputColumn.pdfTemplateId, pdfTemplateId))
    .orderBy(asc(pdfInputColumn.seq), asc(pdfInputColumn.pdfInputColumnId));
}

/** The template's whole list of fields becomes `columns` (in their order). */
export async function replaceColumns(
  tx: Db,
  pdfTemplateId: number,
  columns: readonly ColumnValues[],
): Promise<void> {
  await tx.delete(pdfInputColumn).where(eq(pdfInputColumn.pdfTemplateId, pdfTemplateId));
  if (columns.length) await tx.insert(pdfInputColumn).values(columns.map((c) => ({ ...c, pdfTemplateId })));
}

/** False when the template has no such field. */
export async function deleteColumn(
  tx: Db,
  pdfTemplateId: number,
  pdfInputColumnId: number,
): Promise<boolean> {
  const deleted = await tx
    .delete(pdfInputColumn)
    .where(
      and(
        eq(pdfInputColumn.pdfTemplateId, pdfTemplateId),
        eq(pdfInputColumn.pdfInputColumnId, pdfInputColumnId),
      ),
    )
    .returning({ id: pdfInputColumn.pdfInputColumnId });
  return deleted.length > 0;
}

// ---------------------------------------------------------------- collections

export async function insertCollection(
  tx: Db,
  values: Pick<CollectionRecord, 'pdfTemplateId' | 'customerCode' | 'output' | 'status' | 'total' | 'rows'>,
  actor: string,
): Promise<CollectionRecord> {
  const [row] = await tx
    .insert(pdfCollection)
    .values({ ...values, createBy: actor })
    .returning();
  return row!;
}

export async function findCollection(db: Db, collectionId: number): Promise<CollectionRecord | undefined> {
  const [row] = await db.select().from(pdfCollection).where(eq(pdfCollection.collectionId, collectionId));
  return row;
}

export async function updateCollection(
  db: Db,
  collectionId: number,
  values: Partial<Pick<CollectionRecord, 'status' | 'done' | 'fileId' | 'rows'>>,
): Promise<void> {
  await db
    .update(pdfCollection)
    .set({ ...values, lastUpdateDtm: sql`now()` })
    .where(eq(pdfCollection.collectionId, collectionId));
}

// ---------------------------------------------------------------- the seller of a preview

/** The customer as a preview's seller: name, tax ID, address. */
export async function customerSeller(db: Db, customerCode: string) {
  const [row] = await db
    .select({ name: customer.customerName, taxId: customer.customerNumber, address: customer.address })
    .from(customer)
    .where(eq(customer.customerCode, customerCode));
  return row;
}
