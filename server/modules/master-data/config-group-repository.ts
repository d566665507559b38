// All SQL of config groups and their items.
import { asc, count, eq } from 'drizzle-orm';
import type { SearchConfigGroupRequest } from '../../../contract/master-data';
import type { Db } from '../../db/client';
import { configGroup, configItem } from '../../db/schema/master-data';
import { matchesAny, searchPage, searchPlan } from '../../db/search-sql';
import { insertNew, updateStamped } from '../../db/edit-stamp';

export type ConfigGroupRecord = typeof configGroup.$inferSelect;
export type ConfigItemRecord = typeof configItem.$inferSelect;
export type ConfigItemValues = Pick<ConfigItemRecord, 'configKey' | 'configValue' | 'secret' | 'description'>;

export async function searchConfigGroups(
  db: Db,
  request: SearchConfigGroupRequest,
): Promise<{ rows: (ConfigGroupRecord & { itemCount: number })[]; total: number }> {
  const plan = searchPlan(
    request,
    {
      configGroupType: configGroup.configGroupType,
      description: configGroup.description,
      lastUpdateDtm: configGroup.lastUpdateDtm,
    },
    'configGroupType',
    [configGroup.configGroupType],
    [matchesAny(request.configGroupType, configGroup.configGroupType)],
  );
  const { rows, total } = await searchPage(
    db,
    configGroup,
    plan,
    db
      .select({ group: configGroup, itemCount: count(configItem.configKey) })
      .from(configGroup)
      .leftJoin(configItem, eq(configItem.configGroupType, configGroup.configGroupType))
      .groupBy(configGroup.configGroupType)
      .$dynamic(),
  );
  return { rows: rows.map((r) => ({ ...r.group, itemCount: r.itemCount })), total };
}

export async function findConfigGroup(
  db: Db,
  type: string,
  forUpdate = false,
): Promise<ConfigGroupRecord | undefined> {
  const query = db.select().from(configGroup).where(eq(configGroup.configGroupType, type));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

export function itemsOfConfigGroup(db: Db, type: string): Promise<ConfigItemRecord[]> {
  return db
    .select()
    .from(configItem)
    .where(eq(configItem.configGroupType, type))
    .orderBy(asc(configItem.seq), asc(configItem.configKey));
}

/** undefined when the type exists already. */
export function insertConfigGroup(db: Db, type: string, description: string, actor: string) {
  return insertNew(db, configGroup, { configGroupType: type, description }, actor);
}

export function updateConfigGroup(db: Db, type: string, description: string, actor: string) {
  return updateStamped(db, configGroup, eq(configGroup.configGroupType, type), { description }, actor);
}

/** The group's items become exactly these, in this order. */
export async function replaceConfigItems(
  db: Db,
  type: string,
  items: ConfigItemValues[],
): Promise<ConfigItemRecord[]> {
  await db.delete(configItem).where(eq(configItem.configGroupType, type));
  if (!items.length) return [];
  const rows = await db
    .insert(configItem)
    .values(items.map((item, index) => ({ ...item, configGroupType: type, seq: index + 1 })))
    .returning();
  return rows.sort((a, b) => a.seq - b.seq);
}
