// All SQL of provinces.
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { ProvinceOption, SearchProvinceRequest } from '../../../contract/master-data';
import type { Db } from '../../db/client';
import { firstRow } from '../../db/first-row';
import { district, province } from '../../db/schema/master-data';
import { matchesAny, searchPage, searchPlan } from '../../db/search-sql';
import { insertNew, updateStamped } from '../../db/edit-stamp';

export type ProvinceRecord = typeof province.$inferSelect;
export type ProvinceValues = Pick<
  ProvinceRecord,
  'provinceNameTh' | 'provinceNameEng' | 'geoId' | 'seq' | 'status'
>;
export type RowLock = 'update' | 'share' | undefined;

export async function searchProvinces(
  db: Db,
  request: SearchProvinceRequest,
): Promise<{ rows: ProvinceRecord[]; total: number }> {
  const plan = searchPlan(
    request,
    {
      provinceCode: province.provinceCode,
      provinceNameTh: province.provinceNameTh,
      provinceNameEng: province.provinceNameEng,
      geoId: province.geoId,
      seq: province.seq,
      status: province.status,
      lastUpdateDtm: province.lastUpdateDtm,
    },
    'provinceCode',
    [province.provinceCode],
    [
      ne(province.status, 'DELETE'),
      request.status ? eq(province.status, request.status) : undefined,
      matchesAny(request.provinceCode, province.provinceCode),
      matchesAny(request.provinceName, province.provinceNameTh, province.provinceNameEng),
    ],
  );
  return searchPage(db, province, plan, db.select().from(province).$dynamic());
}

/** Active provinces by seq: the province dropdown. */
export function activeProvinceOptions(db: Db): Promise<ProvinceOption[]> {
  return db
    .select({
      provinceCode: province.provinceCode,
      provinceNameTh: province.provinceNameTh,
      provinceNameEng: province.provinceNameEng,
    })
    .from(province)
    .where(eq(province.status, 'ACTIVE'))
    .orderBy(asc(province.seq), asc(province.provinceCode));
}

export async function findProvinceByCode(
  db: Db,
  code: string,
  lock?: RowLock,
): Promise<ProvinceRecord | undefined> {
  const query = db.select().from(province).where(eq(province.provinceCode, code));
  return firstRow(query, lock);
}

export async function findProvinceById(
  db: Db,
  id: number,
  lock?: RowLock,
): Promise<ProvinceRecord | undefined> {
  const query = db.select().from(province).where(eq(province.id, id));
  return firstRow(query, lock);
}

/** undefined when the code exists already (deleted rows included). */
export function insertProvince(db: Db, code: string, values: ProvinceValues, actor: string) {
  return insertNew(db, province, { provinceCode: code, ...values }, actor);
}

export function updateProvince(db: Db, id: number, values: ProvinceValues, actor: string) {
  return updateStamped(db, province, eq(province.id, id), values, actor);
}

export async function hasLiveDistricts(db: Db, provinceCode: string): Promise<boolean> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(district)
    .where(and(eq(district.provinceCode, provinceCode), ne(district.status, 'DELETE')))
    .limit(1);
  return rows.length > 0;
}
