// Rules of listbox groups, items, the RD code map and the document types of a customer.
import type { SearchBody } from '../../../contract/envelope';
import {
  PUBLIC_LISTBOX_GROUPS,
  type CustomerDocumentType,
  type ListboxGroup,
  type ListboxGroupMaster,
  type ListboxGroupRow,
  type ListboxGroupSummary,
  type ListboxItem,
  type SaveListboxGroupRequest,
  type SaveListboxItemRequest,
  type SearchListboxGroupRequest,
} from '../../../contract/master-data';
import type { ServiceContext } from '../../command/context';
import type { AppDeps } from '../../deps';
import { ok, pickFields, searchAnswer } from '../../http/envelope';
import { notFound, unauthorized, validationFailed } from '../../http/errors';
import { say } from '../../http/language';
import { editStampOf } from '../../http/time';
import { requiredCustomerScope } from '../../security/tenancy';
import type { MasterDataCaches } from './caches';
import * as repo from './listbox-repository';
import { fieldText } from './messages';
import { runSave } from './save-flow';

const publicGroups: ReadonlySet<string> = new Set(PUBLIC_LISTBOX_GROUPS);

export function toListboxGroup(r: repo.ListboxGroupRecord): ListboxGroup {
  return {
    listboxGroupCode: r.listboxGroupCode,
    listboxGroupName: r.listboxGroupName,
    status: r.status,
    ...editStampOf(r),
  };
}

export function toListboxItem(r: repo.ListboxItemRecord): ListboxItem {
  return {
    ...pickFields(r, ['listboxGroupCode', 'code', 'nameTh', 'nameEn', 'seq', 'status']),
    ...editStampOf(r),
  };
}

export function createListboxService(deps: AppDeps, caches: MasterDataCaches) {
  const db = deps.db;
  const activeOptions = (group: string) => caches.options.keep(group, () => repo.activeOptions(db, group));

  /** A group and its items of every status; a deleted or unknown group answers 404. */
  const groupMaster = async (code: string): Promise<ListboxGroupMaster> => {
    const group = await repo.findGroup(db, code);
    if (!group || group.status === 'DELETE') throw notFound();
    const items = await repo.itemsOfGroup(db, code);
    return { group: toListboxGroup(group), items: items.map(toListboxItem) };
  };

  return {
    /** Serialised answer of listboxByGroup. Anonymous callers reach only the public site's groups. */
    listboxByGroup(ctx: ServiceContext, group: string): Promise<string> {
      if (!ctx.principal && !publicGroups.has(group)) throw unauthorized();
      return caches.json.keep(`listbox:${group}`, async () => JSON.stringify(ok(await activeOptions(group))));
    },

    getListboxMapRdByKey(key: string): Promise<string> {
      return caches.json.keep(`map-rd:${key}`, async () => JSON.stringify(ok(await repo.mapRdRows(db, key))));
    },

    async searchListboxGroup(body: SearchListboxGroupRequest): Promise<SearchBody<ListboxGroupRow>> {
      const found = await repo.searchGroups(db, body);
      return searchAnswer(body, found, (r) => ({ ...toListboxGroup(r), itemCount: r.itemCount }));
    },

    async listAllListboxGroup(): Promise<ListboxGroupSummary[]> {
      return repo.listGroups(db);
    },

    getListboxGroupMaster: groupMaster,

    async listboxGroupMaster(code: string): Promise<ListboxItem[]> {
      return (await groupMaster(code)).items;
    },

    async saveListBoxGroupMaster(ctx: ServiceContext, body: SaveListboxGroupRequest): Promise<ListboxGroup> {
      const actor = ctx.actor;
      const code = body.listboxGroupCode;
      const values = { listboxGroupName: body.listboxGroupName.trim(), status: body.status };
      const saved = await runSave<repo.ListboxGroupRecord>(deps, ctx, {
        entity: 'listbox_group',
        entityId: code,
        duplicateKey: 'LISTBOX_GROUP_DUPLICATE',
        version: body.version,
        create: (tx) => repo.insertGroup(tx, code, values, actor),
        find: (tx) => repo.findGroup(tx, code, true),
        update: (tx) => repo.updateGroup(tx, code, values, actor),
      });
      return toListboxGroup(saved);
    },

    async saveListBoxMaster(ctx: ServiceContext, body: SaveListboxItemRequest): Promise<ListboxItem> {
      const actor = ctx.actor;
      const group = body.listboxGroupCode;
      const values = {
        nameTh: body.nameTh.trim(),
        nameEn: body.nameEn.trim(),
        seq: body.seq,
        status: body.status,
      };
      const saved = await runSave<repo.ListboxItemRecord>(deps, ctx, {
        entity: 'listbox_item',
        entityId: `${group}/${body.code}`,
        duplicateKey: 'LISTBOX_ITEM_DUPLICATE',
        version: body.version,
        check: async (tx) => {
          const parent = await repo.findGroup(tx, group);
          if (!parent || parent.status === 'DELETE') {
            throw validationFailed([
              { key: 'listboxGroupCode', description: say(ctx, fieldText.listboxGroupMissing) },
            ]);
          }
        },
        create: (tx) => repo.insertItem(tx, group, body.code, values, actor),
        find: (tx) => repo.findItem(tx, group, body.code, true),
        update: (tx) => repo.updateItem(tx, group, body.code, values, actor),
      });
      return toListboxItem(saved);
    },

    /**
     * The DOCUMENT_TYPE items enabled for a customer; all active ones when the customer chose
     * none. A CUSTOMER token always gets its own customer, whatever the body says.
     */
    async getDocumentTypeByCustomer(
      ctx: ServiceContext,
      bodyCustomerCode?: string,
    ): Promise<CustomerDocumentType[]> {
      const customerCode = requiredCustomerScope(ctx, bodyCustomerCode);
      const enabled = await repo.documentTypesOfCustomer(db, customerCode);
      if (enabled === undefined) throw notFound();
      const options = await activeOptions('DOCUMENT_TYPE');
      const chosen = enabled.length ? options.filter((o) => enabled.includes(o.code)) : options;
      return chosen.map((o) => ({ documentType: o.code, nameTh: o.nameTh, nameEn: o.nameEn }));
    },
  };
}

export type ListboxService = ReturnType<typeof createListboxService>;
