// Rules of config groups: secrets never leave the server, a masked secret sent back keeps its value.
import type { ErrorDetail, SearchBody } from '../../../contract/envelope';
import {
  SECRET_MASK,
  type ConfigGroup,
  type ConfigGroupRow,
  type ConfigItem,
  type SaveConfigGroupRequest,
  type SearchConfigGroupRequest,
} from '../../../contract/master-data';
import type { ServiceContext } from '../../command/context';
import type { AppDeps } from '../../deps';
import { pagingOf, searchResult } from '../../http/envelope';
import { notFound, validationFailed } from '../../http/errors';
import { say } from '../../http/language';
import { editStampOf } from '../../http/time';
import * as repo from './config-group-repository';
import { fieldText } from './messages';
import { runSave } from './save-flow';

/** A stored group with its items, as one record for the save flow and the audit log. */
interface StoredGroup extends repo.ConfigGroupRecord {
  items: repo.ConfigItemRecord[];
}

function masked(item: Pick<repo.ConfigItemRecord, 'configValue' | 'secret'>): string {
  return item.secret && item.configValue !== '' ? SECRET_MASK : item.configValue;
}

function toItem(item: repo.ConfigItemRecord): ConfigItem {
  return {
    configKey: item.configKey,
    configValue: masked(item),
    secret: item.secret,
    description: item.description,
  };
}

function toConfigGroup(group: StoredGroup): ConfigGroup {
  return {
    configGroupType: group.configGroupType,
    description: group.description,
    items: group.items.map(toItem),
    ...editStampOf(group),
  };
}

/** The audit log never holds a secret either. */
function auditView(group: StoredGroup): unknown {
  return { ...group, items: group.items.map((i) => ({ ...i, configValue: masked(i) })) };
}

/**
 * The items to store. A secret item sent back with the mask keeps the stored value; the mask on
 * an item that has no stored secret is refused (it would store the mask itself).
 */
function itemsToStore(
  ctx: ServiceContext,
  body: SaveConfigGroupRequest,
  stored: repo.ConfigItemRecord[],
): repo.ConfigItemValues[] {
  const storedByKey = new Map(stored.map((i) => [i.configKey, i]));
  const seen = new Set<string>();
  const details: ErrorDetail[] = [];
  const items = body.items.map((item, index): repo.ConfigItemValues => {
    if (seen.has(item.configKey)) {
      details.push({ key: `items.${index}.configKey`, description: say(ctx, fieldText.duplicateConfigKey) });
    }
    seen.add(item.configKey);
    let configValue = item.configValue;
    if (item.secret && configValue === SECRET_MASK) {
      const previous = storedByKey.get(item.configKey);
      if (previous?.secret) configValue = previous.configValue;
      else
        details.push({ key: `items.${index}.configValue`, description: say(ctx, fieldText.maskOnNewSecret) });
    }
    return {
      configKey: item.configKey,
      configValue,
      secret: item.secret,
      description: item.description?.trim() ?? '',
    };
  });
  if (details.length) throw validationFailed(details);
  return items;
}

export function createConfigGroupService(deps: AppDeps) {
  const db = deps.db;
  return {
    async searchConfigGroup(body: SearchConfigGroupRequest): Promise<SearchBody<ConfigGroupRow>> {
      const { rows, total } = await repo.searchConfigGroups(db, body);
      const { page, size } = pagingOf(body);
      return searchResult(
        rows.map((r) => ({
          configGroupType: r.configGroupType,
          description: r.description,
          itemCount: r.itemCount,
          ...editStampOf(r),
        })),
        page,
        size,
        total,
      );
    },

    async getConfigGroup(type: string): Promise<ConfigGroup> {
      const group = await repo.findConfigGroup(db, type);
      if (!group) throw notFound();
      return toConfigGroup({ ...group, items: await repo.itemsOfConfigGroup(db, type) });
    },

    async saveConfigGroup(ctx: ServiceContext, body: SaveConfigGroupRequest): Promise<ConfigGroup> {
      const actor = ctx.actor;
      const type = body.configGroupType;
      const description = body.description.trim();
      const saved = await runSave<StoredGroup>(deps, ctx, {
        entity: 'config_group',
        entityId: type,
        duplicateKey: 'CONFIG_GROUP_DUPLICATE',
        version: body.version,
        auditView,
        create: async (tx) => {
          const items = itemsToStore(ctx, body, []);
          const group = await repo.insertConfigGroup(tx, type, description, actor);
          return group && { ...group, items: await repo.replaceConfigItems(tx, type, items) };
        },
        find: async (tx) => {
          const group = await repo.findConfigGroup(tx, type, true);
          return group && { ...group, items: await repo.itemsOfConfigGroup(tx, type) };
        },
        update: async (tx, current) => {
          const items = itemsToStore(ctx, body, current.items);
          const group = await repo.updateConfigGroup(tx, type, description, actor);
          return { ...group, items: await repo.replaceConfigItems(tx, type, items) };
        },
      });
      return toConfigGroup(saved);
    },
  };
}

export type ConfigGroupService = ReturnType<typeof createConfigGroupService>;
