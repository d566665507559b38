// All SQL of districts.
import { and, asc, eq, getTableColumns, ne, sql } from 'drizzle-orm';
import type { DistrictOption, SearchDistrictRequest } from '../../../contract/master-data';
import type { Db } from '../../db/client';
import { firstRow } from '../../db/first-row';
import { district, subDistrict } from '../../db/schema/master-data';
import type { RowLock } from './province-repository';
import { matchesAny, matchesLowered, searchPage, searchPlan } from '../../db/search-sql';
import { insertNew, updateStamped } from '../../db/edit-stamp';

/** Every column but the generated search text. */
const { searchText: _searchText, ...columns } = getTableColumns(district);
export type DistrictRecord = Omit<typeof district.$inferSelect, 'searchText'>;
export type DistrictValues = Pick<DistrictRecord, 'districtNameTh' | 'districtNameEn' | 'status'>;

export async function searchDistricts(
  db: Db,
  request: SearchDistrictRequest,
): Promise<{ rows: DistrictRecord[]; total: number }> {
  const plan = searchPlan(
    request,
    {
      districtCode: district.districtCode,
      provinceCode: district.provinceCode,
      districtNameTh: district.districtNameTh,
      districtNameEn: district.districtNameEn,
      status: district.status,
      lastUpdateDtm: district.lastUpdateDtm,
    },
    'districtCode',
    [district.districtCode],
    [
      ne(district.status, 'DELETE'),
      request.provinceCode ? eq(district.provinceCode, request.provinceCode) : undefined,
      request.status ? eq(district.status, request.status) : undefined,
      matchesAny(request.districtCode, district.districtCode),
      matchesLowered(request.districtName, district.searchText),
    ],
  );
  return searchPage(db, district, plan, db.select(columns).from(district).$dynamic());
}

/** Active districts of a province by code: the district dropdown. */
export function activeDistrictOptions(db: Db, provinceCode: string): Promise<DistrictOption[]> {
  return db
    .select({
      districtCode: district.districtCode,
      provinceCode: district.provinceCode,
      districtNameTh: district.districtNameTh,
      districtNameEn: district.districtNameEn,
    })
    .from(district)
    .where(and(eq(district.provinceCode, provinceCode), eq(district.status, 'ACTIVE')))
    .orderBy(asc(district.districtCode));
}

export async function findDistrict(
  db: Db,
  code: string,
  lock?: RowLock,
): Promise<DistrictRecord | undefined> {
  const query = db.select(columns).from(district).where(eq(district.districtCode, code));
  return firstRow(query, lock);
}

/** undefined when the code exists already (deleted rows included). */
export function insertDistrict(
  db: Db,
  code: string,
  provinceCode: string,
  values: DistrictValues,
  actor: string,
) {
  const row = { districtCode: code, provinceCode, ...values };
  return insertNew<typeof district, DistrictRecord>(db, district, row, actor, columns);
}

export function updateDistrict(db: Db, code: string, values: DistrictValues, actor: string) {
  const where = eq(district.districtCode, code);
  return updateStamped<typeof district, DistrictRecord>(db, district, where, values, actor, columns);
}

export async function hasLiveSubDistricts(db: Db, districtCode: string): Promise<boolean> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(subDistrict)
    .where(and(eq(subDistrict.districtCode, districtCode), ne(subDistrict.status, 'DELETE')))
    .limit(1);
  return rows.length > 0;
}
