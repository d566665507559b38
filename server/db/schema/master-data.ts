// Master data tables (SQL in server/db/migrations/0020–0022). Column names follow the contract.
import { sql } from 'drizzle-orm';
import { boolean, char, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import type { MasterStatus } from '../../../contract/master-data';
import { recordColumns } from './columns';

export const listboxGroup = pgTable('listbox_group', {
  listboxGroupCode: text('listbox_group_code').primaryKey(),
  listboxGroupName: text('listbox_group_name').notNull(),
  status: text('status').$type<MasterStatus>().notNull().default('ACTIVE'),
  ...recordColumns(),
});

export const listboxItem = pgTable(
  'listbox_item',
  {
    listboxGroupCode: text('listbox_group_code')
      .notNull()
      .references(() => listboxGroup.listboxGroupCode),
    code: text('code').notNull(),
    nameTh: text('name_th').notNull(),
    nameEn: text('name_en').notNull(),
    seq: integer('seq').notNull().default(0),
    status: text('status').$type<MasterStatus>().notNull().default('ACTIVE'),
    ...recordColumns(),
  },
  (t) => [primaryKey({ columns: [t.listboxGroupCode, t.code] })],
);

export const listboxMapRd = pgTable(
  'listbox_map_rd',
  {
    mapKey: text('map_key').notNull(),
    code: text('code').notNull(),
    rdCode: text('rd_code').notNull(),
    nameTh: text('name_th').notNull(),
    nameEn: text('name_en').notNull(),
    seq: integer('seq').notNull().default(0),
    status: text('status').$type<MasterStatus>().notNull().default('ACTIVE'),
    ...recordColumns(),
  },
  (t) => [primaryKey({ columns: [t.mapKey, t.code] })],
);

export const province = pgTable('province', {
  id: serial('id').primaryKey(),
  provinceCode: char('province_code', { length: 2 }).notNull().unique(),
  provinceNameTh: text('province_name_th').notNull(),
  provinceNameEng: text('province_name_eng').notNull(),
  geoId: integer('geo_id'),
  seq: integer('seq').notNull().default(0),
  status: text('status').$type<MasterStatus>().notNull().default('ACTIVE'),
  ...recordColumns(),
});

export const district = pgTable('district', {
  districtCode: char('district_code', { length: 4 }).primaryKey(),
  provinceCode: char('province_code', { length: 2 })
    .notNull()
    .references(() => province.provinceCode),
  districtNameTh: text('district_name_th').notNull(),
  districtNameEn: text('district_name_en').notNull(),
  /** Both names lowered, for LIKE searches (0023_address_search.sql); never selected into records. */
  searchText: text('search_text').generatedAlwaysAs(
    sql`lower(district_name_th) || E'\n' || lower(district_name_en)`,
  ),
  status: text('status').$type<MasterStatus>().notNull().default('ACTIVE'),
  ...recordColumns(),
});

export const subDistrict = pgTable('sub_district', {
  subDistrictCode: char('sub_district_code', { length: 6 }).primaryKey(),
  districtCode: char('district_code', { length: 4 })
    .notNull()
    .references(() => district.districtCode),
  subDistrictNameTh: text('sub_district_name_th').notNull(),
  subDistrictNameEn: text('sub_district_name_en').notNull(),
  /** Both names lowered, for LIKE searches (0023_address_search.sql); never selected into records. */
  searchText: text('search_text').generatedAlwaysAs(
    sql`lower(sub_district_name_th) || E'\n' || lower(sub_district_name_en)`,
  ),
  zipCode: char('zip_code', { length: 5 }).notNull(),
  status: text('status').$type<MasterStatus>().notNull().default('ACTIVE'),
  ...recordColumns(),
});

export const configGroup = pgTable('config_group', {
  configGroupType: text('config_group_type').primaryKey(),
  description: text('description').notNull().default(''),
  ...recordColumns(),
});

export const configItem = pgTable(
  'config_item',
  {
    configGroupType: text('config_group_type')
      .notNull()
      .references(() => configGroup.configGroupType, { onDelete: 'cascade' }),
    configKey: text('config_key').notNull(),
    configValue: text('config_value').notNull().default(''),
    secret: boolean('secret').notNull().default(false),
    description: text('description').notNull().default(''),
    seq: integer('seq').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.configGroupType, t.configKey] })],
);
