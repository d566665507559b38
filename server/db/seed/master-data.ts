import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client';
import {
  configGroup,
  configItem,
  district,
  listboxGroup,
  listboxItem,
  listboxMapRd,
  province,
  subDistrict,
} from '../schema/master-data';
import { loadAddressSeed } from './master-data-sources/address';
import { configGroupSeed } from './master-data-sources/config-groups';
import { listboxMapRdSeed, listboxSeed } from './master-data-sources/listbox';

const SEEDED_BY = 'system';
/** Rows per INSERT: 1,000 rows × ≤ 9 columns stays far below PostgreSQL's 65,535 parameters. */
const CHUNK = 1000;

async function isEmpty(db: Db, table: PgTable): Promise<boolean> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(table)
    .limit(1);
  return rows.length === 0;
}

async function insertChunks<T extends PgTable>(db: Db, table: T, rows: T['$inferInsert'][]): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) {
    await db.insert(table).values(rows.slice(start, start + CHUNK));
  }
}

const stamp = { createBy: SEEDED_BY, lastUpdateBy: SEEDED_BY };

async function seedListboxes(db: Db): Promise<void> {
  if (await isEmpty(db, listboxGroup)) {
    await insertChunks(
      db,
      listboxGroup,
      listboxSeed.map((g) => ({ listboxGroupCode: g.code, listboxGroupName: g.name, ...stamp })),
    );
    await insertChunks(
      db,
      listboxItem,
      listboxSeed.flatMap((g) =>
        g.items.map(([code, nameTh, nameEn], index) => ({
          listboxGroupCode: g.code,
          code,
          nameTh,
          nameEn,
          seq: index + 1,
          ...stamp,
        })),
      ),
    );
  }
  if (await isEmpty(db, listboxMapRd)) {
    await insertChunks(
      db,
      listboxMapRd,
      listboxMapRdSeed.flatMap((map) =>
        map.rows.map(([code, nameTh, nameEn], index) => ({
          mapKey: map.key,
          code,
          rdCode: code,
          nameTh,
          nameEn,
          seq: index + 1,
          ...stamp,
        })),
      ),
    );
  }
}

async function seedAddresses(db: Db): Promise<void> {
  if (!(await isEmpty(db, province))) return;
  const seed = await loadAddressSeed();
  await insertChunks(
    db,
    province,
    seed.provinces.map((p) => ({ ...p, ...stamp })),
  );
  await insertChunks(
    db,
    district,
    seed.districts.map((d) => ({ ...d, ...stamp })),
  );
  await insertChunks(
    db,
    subDistrict,
    seed.subDistricts.map((s) => ({ ...s, ...stamp })),
  );
}

async function seedConfigGroups(db: Db): Promise<void> {
  if (!(await isEmpty(db, configGroup))) return;
  await insertChunks(
    db,
    configGroup,
    configGroupSeed.map((g) => ({ configGroupType: g.type, description: g.description, ...stamp })),
  );
  await insertChunks(
    db,
    configItem,
    configGroupSeed.flatMap((g) =>
      g.items.map(([configKey, configValue, secret, description], index) => ({
        configGroupType: g.type,
        configKey,
        configValue,
        secret,
        description,
        seq: index + 1,
      })),
    ),
  );
}

/**
 * Listboxes, addresses and config groups, each only into an empty table (safe on every start),
 * all in one transaction so that a failed first start leaves nothing half-seeded.
 */
export async function seedMasterData(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await seedListboxes(tx);
    await seedAddresses(tx);
    await seedConfigGroups(tx);
  });
}
