import type { ServiceContext } from '../../command/context';
import { runCommand } from '../../command/run-command';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../deps';
import { conflict, notFound } from '../../http/errors';
import { say } from '../../http/language';
import { conflictText } from './messages';

type DuplicateKey = keyof typeof conflictText;

/** One save call: create when `version` is absent, update when present (api-contract.md, Records). */
export interface SaveFlow<R extends { version: number; status?: string }> {
  /** Audit entity (table name) and id. */
  entity: string;
  entityId: string;
  duplicateKey: DuplicateKey;
  version: number | undefined;
  /** Rules that need the database (parents exist …); throw to refuse. `current` is undefined on create. */
  check?: (tx: Db, current: R | undefined) => Promise<void>;
  /** INSERT … ON CONFLICT DO NOTHING: undefined when the code exists (deleted rows included). */
  create: (tx: Db) => Promise<R | undefined>;
  /** The stored row, locked FOR UPDATE. */
  find: (tx: Db) => Promise<R | undefined>;
  /** Rules on the stored row before the update (code unchanged …). */
  checkCurrent?: (current: R) => void;
  update: (tx: Db, current: R) => Promise<R>;
  /** What the audit log keeps of a row (config groups mask their secrets). */
  auditView?: (row: R) => unknown;
}

/**
 * The shared save of master data, on runCommand: create when `version` is absent (duplicate →
 * 409 with the entity's key), else update (unknown or deleted row → 404; another `version` →
 * 409 STALE_RECORD). Once committed, every process empties its look-up caches (topic
 * `master-data`, server/modules/master-data/caches.ts).
 */
export function runSave<R extends { version: number; status?: string }>(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'jobs' | 'changes'>,
  ctx: ServiceContext,
  flow: SaveFlow<R>,
): Promise<R> {
  const view = flow.auditView ?? ((row: R) => row);
  return runCommand(deps, ctx, async ({ tx, audit, assertVersion, announce }) => {
    announce('master-data');
    if (flow.version === undefined) {
      await flow.check?.(tx, undefined);
      const created = await flow.create(tx);
      if (!created) throw conflict(flow.duplicateKey, say(ctx, conflictText[flow.duplicateKey]));
      await audit({ action: 'CREATE', entity: flow.entity, entityId: flow.entityId, after: view(created) });
      return created;
    }
    const current = await flow.find(tx);
    if (!current || current.status === 'DELETE') throw notFound();
    flow.checkCurrent?.(current);
    assertVersion(current.version, flow.version);
    await flow.check?.(tx, current);
    const updated = await flow.update(tx, current);
    await audit({
      action: updated.status === 'DELETE' ? 'DELETE' : 'UPDATE',
      entity: flow.entity,
      entityId: flow.entityId,
      before: view(current),
      after: view(updated),
    });
    return updated;
  });
}
