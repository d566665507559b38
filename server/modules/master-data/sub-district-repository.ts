// All SQL of sub-districts.
import { and, asc, eq, getTableColumns, ne } from 'drizzle-orm';
import type { SearchSubDistrictRequest, SubDistrictOption } from '../../../contract/master-data';
import type { Db } from '../../db/client';
import { firstRow } from '../../db/first-row';
import { subDistrict } from '../../db/schema/master-data';
import type { RowLock } from './province-repository';
import { matchesAny, matchesLowered, searchPage, searchPlan } from '../../db/search-sql';
import { insertNew, updateStamped } from '../../db/edit-stamp';

/** Every column but the generated search text. */
const { searchText: _searchText, ...columns } = getTableColumns(subDistrict);
export type SubDistrictRecord = Omit<typeof subDistrict.$inferSelect, 'searchText'>;
export type SubDistrictValues = Pick<
  SubDistrictRecord,
  'subDistrictNameTh' | 'subDistrictNameEn' | 'zipCode' | 'status'
>;

export async function searchSubDistricts(
  db: Db,
  request: SearchSubDistrictRequest,
): Promise<{ rows: SubDistrictRecord[]; total: number }> {
  const plan = searchPlan(
    request,
    {
      subDistrictCode: subDistrict.subDistrictCode,
      districtCode: subDistrict.districtCode,
      subDistrictNameTh: subDistrict.subDistrictNameTh,
      subDistrictNameEn: subDistrict.subDistrictNameEn,
      zipCode: subDistrict.zipCode,
      status: subDistrict.status,
      lastUpdateDtm: subDistrict.lastUpdateDtm,
    },
    'subDistrictCode',
    [subDistrict.subDistrictCode],
    [
      ne(subDistrict.status, 'DELETE'),
      request.districtCode ? eq(subDistrict.districtCode, request.districtCode) : undefined,
      request.status ? eq(subDistrict.status, request.status) : undefined,
      matchesAny(request.subDistrictCode, subDistrict.subDistrictCode),
      matchesLowered(request.subDistrictName, subDistrict.searchText),
      matchesAny(request.zipCode, subDistrict.zipCode),
    ],
  );
  return searchPage(db, subDistrict, plan, db.select(columns).from(subDistrict).$dynamic());
}

/** Active sub-districts of a district by code: the sub-district dropdown. */
export function activeSubDistrictOptions(db: Db, districtCode: string): Promise<SubDistrictOption[]> {
  return db
    .select({
      subDistrictCode: subDistrict.subDistrictCode,
      districtCode: subDistrict.districtCode,
      subDistrictNameTh: subDistrict.subDistrictNameTh,
      subDistrictNameEn: subDistrict.subDistrictNameEn,
      zipCode: subDistrict.zipCode,
    })
    .from(subDistrict)
    .where(and(eq(subDistrict.districtCode, districtCode), eq(subDistrict.status, 'ACTIVE')))
    .orderBy(asc(subDistrict.subDistrictCode));
}

export async function findSubDistrict(
  db: Db,
  code: string,
  lock?: RowLock,
): Promise<SubDistrictRecord | undefined> {
  const query = db.select(columns).from(subDistrict).where(eq(subDistrict.subDistrictCode, code));
  return firstRow(query, lock);
}

/** undefined when the code exists already (deleted rows included). */
export function insertSubDistrict(
  db: Db,
  code: string,
  districtCode: string,
  values: SubDistrictValues,
  actor: string,
) {
  const row = { subDistrictCode: code, districtCode, ...values };
  return insertNew<typeof subDistrict, SubDistrictRecord>(db, subDistrict, row, actor, columns);
}

export function updateSubDistrict(db: Db, code: string, values: SubDistrictValues, actor: string) {
  const where = eq(subDistrict.subDistrictCode, code);
  return updateStamped<typeof subDistrict, SubDistrictRecord>(db, subDistrict, where, values, actor, columns);
}
