// All SQL of listbox groups, listbox items and the RD code map.
import { and, asc, count, eq, ne } from 'drizzle-orm';
import type { ListboxMapRd, ListboxOption, SearchListboxGroupRequest } from '../../../contract/master-data';
import type { Db } from '../../db/client';
import { customer } from '../../db/schema/customer';
import { listboxGroup, listboxItem, listboxMapRd } from '../../db/schema/master-data';
import { matchesAny, searchPage, searchPlan } from '../../db/search-sql';
import type { StatusNames } from './status-text';
import { insertNew, updateStamped } from '../../db/edit-stamp';

export type ListboxGroupRecord = typeof listboxGroup.$inferSelect;
export type ListboxItemRecord = typeof listboxItem.$inferSelect;
type GroupValues = Pick<ListboxGroupRecord, 'listboxGroupName' | 'status'>;
type ItemValues = Pick<ListboxItemRecord, 'nameTh' | 'nameEn' | 'seq' | 'status'>;

const notDeleted = ne(listboxGroup.status, 'DELETE');

/** Active items of an active group, by seq: what a dropdown offers. */
export function activeOptions(db: Db, group: string): Promise<ListboxOption[]> {
  return db
    .select({
      code: listboxItem.code,
      nameTh: listboxItem.nameTh,
      nameEn: listboxItem.nameEn,
      seq: listboxItem.seq,
    })
    .from(listboxItem)
    .innerJoin(listboxGroup, eq(listboxGroup.listboxGroupCode, listboxItem.listboxGroupCode))
    .where(
      and(
        eq(listboxItem.listboxGroupCode, group),
        eq(listboxItem.status, 'ACTIVE'),
        eq(listboxGroup.status, 'ACTIVE'),
      ),
    )
    .orderBy(asc(listboxItem.seq), asc(listboxItem.code));
}

/** Thai and English names of every code of a group (any status): statusDesc. */
export async function namesOfGroup(db: Db, group: string): Promise<StatusNames> {
  const rows = await db
    .select({ code: listboxItem.code, nameTh: listboxItem.nameTh, nameEn: listboxItem.nameEn })
    .from(listboxItem)
    .where(and(eq(listboxItem.listboxGroupCode, group), ne(listboxItem.status, 'DELETE')));
  return Object.fromEntries(rows.map((r) => [r.code, { th: r.nameTh, en: r.nameEn }]));
}

export async function searchGroups(
  db: Db,
  request: SearchListboxGroupRequest,
): Promise<{ rows: (ListboxGroupRecord & { itemCount: number })[]; total: number }> {
  const plan = searchPlan(
    request,
    {
      listboxGroupCode: listboxGroup.listboxGroupCode,
      listboxGroupName: listboxGroup.listboxGroupName,
      status: listboxGroup.status,
      lastUpdateDtm: listboxGroup.lastUpdateDtm,
    },
    'listboxGroupCode',
    [listboxGroup.listboxGroupCode],
    [
      notDeleted,
      request.status ? eq(listboxGroup.status, request.status) : undefined,
      matchesAny(request.listboxGroupCode, listboxGroup.listboxGroupCode),
      matchesAny(request.listboxGroupName, listboxGroup.listboxGroupName),
    ],
  );
  const { rows, total } = await searchPage(
    db,
    listboxGroup,
    plan,
    db
      .select({ group: listboxGroup, itemCount: count(listboxItem.code) })
      .from(listboxGroup)
      .leftJoin(
        listboxItem,
        and(
          eq(listboxItem.listboxGroupCode, listboxGroup.listboxGroupCode),
          ne(listboxItem.status, 'DELETE'),
        ),
      )
      .groupBy(listboxGroup.listboxGroupCode)
      .$dynamic(),
  );
  return { rows: rows.map((r) => ({ ...r.group, itemCount: r.itemCount })), total };
}

export function listGroups(
  db: Db,
): Promise<Pick<ListboxGroupRecord, 'listboxGroupCode' | 'listboxGroupName' | 'status'>[]> {
  return db
    .select({
      listboxGroupCode: listboxGroup.listboxGroupCode,
      listboxGroupName: listboxGroup.listboxGroupName,
      status: listboxGroup.status,
    })
    .from(listboxGroup)
    .where(notDeleted)
    .orderBy(asc(listboxGroup.listboxGroupCode));
}

export async function findGroup(
  db: Db,
  code: string,
  forUpdate = false,
): Promise<ListboxGroupRecord | undefined> {
  const query = db.select().from(listboxGroup).where(eq(listboxGroup.listboxGroupCode, code));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/** Every item of a group, every status, by seq. */
export function itemsOfGroup(db: Db, code: string): Promise<ListboxItemRecord[]> {
  return db
    .select()
    .from(listboxItem)
    .where(eq(listboxItem.listboxGroupCode, code))
    .orderBy(asc(listboxItem.seq), asc(listboxItem.code));
}

/** undefined when the code exists already (deleted rows included). */
export function insertGroup(db: Db, code: string, values: GroupValues, actor: string) {
  return insertNew(db, listboxGroup, { listboxGroupCode: code, ...values }, actor);
}

export function updateGroup(db: Db, code: string, values: GroupValues, actor: string) {
  return updateStamped(db, listboxGroup, eq(listboxGroup.listboxGroupCode, code), values, actor);
}

const itemKey = (group: string, code: string) =>
  and(eq(listboxItem.listboxGroupCode, group), eq(listboxItem.code, code));

export async function findItem(
  db: Db,
  group: string,
  code: string,
  forUpdate = false,
): Promise<ListboxItemRecord | undefined> {
  const query = db.select().from(listboxItem).where(itemKey(group, code));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/** undefined when the code exists already in the group (deleted rows included). */
export function insertItem(db: Db, group: string, code: string, values: ItemValues, actor: string) {
  return insertNew(db, listboxItem, { listboxGroupCode: group, code, ...values }, actor);
}

export function updateItem(db: Db, group: string, code: string, values: ItemValues, actor: string) {
  return updateStamped(db, listboxItem, itemKey(group, code), values, actor);
}

/** Active rows of one map key, by seq. */
export function mapRdRows(db: Db, key: string): Promise<ListboxMapRd[]> {
  return db
    .select({
      code: listboxMapRd.code,
      nameTh: listboxMapRd.nameTh,
      nameEn: listboxMapRd.nameEn,
      rdCode: listboxMapRd.rdCode,
    })
    .from(listboxMapRd)
    .where(and(eq(listboxMapRd.mapKey, key), eq(listboxMapRd.status, 'ACTIVE')))
    .orderBy(asc(listboxMapRd.seq), asc(listboxMapRd.code));
}

/** The document types enabled for a customer ([] = not chosen), or undefined when there is no such customer. */
export async function documentTypesOfCustomer(db: Db, customerCode: string): Promise<string[] | undefined> {
  const [row] = await db
    .select({ documentTypes: customer.documentTypes })
    .from(customer)
    .where(and(eq(customer.customerCode, customerCode), ne(customer.customerStatus, 'DELETE')));
  return row?.documentTypes;
}
