// Rules of administrator records (ADMIN only).
import type {
  AdminUser,
  CreateAdminUserRequest,
  DeleteAdminUserRequest,
  SearchAdminUserRequest,
  UpdateAdminUserRequest,
} from '../../../contract/admin-user';
import type { EditableStatus } from '../../../contract/customer';
import type { SearchBody } from '../../../contract/envelope';
import { endSessionsUnlessActive, inviteIfActive, otherEmailOwners } from '../../accounts/account-rules';
import type { ServiceContext } from '../../command/context';
import { runCommand, type Command } from '../../command/run-command';
import type { AppDeps } from '../../deps';
import { pagingOf, searchResult } from '../../http/envelope';
import { conflict, notFound, ruleRefused, validationFailed } from '../../http/errors';
import { say } from '../../http/language';
import { editStampOf } from '../../http/time';
import { lockKey } from '../../db/advisory-lock';
import { accountContactDetails } from '../../validation/account-contact';
import { fieldText } from '../../validation/messages';
import { storedPhone } from '../../validation/phone';
import { adminUserText as text } from './messages';
import * as repo from './repository';

function toAdmin(record: repo.AdminRecord): AdminUser {
  return {
    adminCode: record.adminCode,
    username: record.username,
    fullName: record.fullName,
    email: record.email,
    tel: record.tel,
    status: record.status as EditableStatus,
    ...editStampOf(record),
  };
}

function valuesOf(body: CreateAdminUserRequest): repo.AdminValues {
  return {
    fullName: body.fullName.trim(),
    email: body.email.trim(),
    tel: storedPhone(body.tel),
    status: body.status,
  };
}

function assertAdminFields(ctx: ServiceContext, body: CreateAdminUserRequest): void {
  const details = accountContactDetails(ctx, body);
  if (details.length) throw validationFailed(details);
}

/** One live account per e-mail, administrators and customer users alike. */
async function assertEmailFree(command: Command, email: string, selfCode?: string): Promise<void> {
  const others = await otherEmailOwners(
    command,
    email,
    selfCode ? { kind: 'ADMIN', code: selfCode } : undefined,
  );
  if (others.length)
    throw conflict('ALREADY_REGISTERED_EMAIL', say(command.ctx, text.ALREADY_REGISTERED_EMAIL));
}

/**
 * An administrator may not switch off their own account, nor the last active one. Deactivations
 * and deletes of administrators take turns (a lock), so two admins switching each other off at
 * the same moment cannot leave none.
 */
async function assertMayLeave(
  { tx, ctx }: Command,
  target: repo.AdminRecord,
  selfKey: 'ADMIN_USER_SELF_DELETE' | 'ADMIN_USER_SELF_DEACTIVATE',
): Promise<void> {
  if (ctx.principal?.userCode === target.adminCode) throw ruleRefused(selfKey, say(ctx, text[selfKey]));
  await lockKey(tx, 'admin-user:active-set');
  if (target.status === 'ACTIVE' && (await repo.otherActiveAdmins(tx, target.adminCode)) === 0) {
    throw ruleRefused('ADMIN_USER_LAST_ACTIVE', say(ctx, text.ADMIN_USER_LAST_ACTIVE));
  }
}

export function createAdminUserService(deps: AppDeps) {
  const db = deps.db;

  return {
    async search(body: SearchAdminUserRequest): Promise<SearchBody<AdminUser>> {
      const { page, size } = pagingOf(body);
      const { rows, total } = await repo.searchAdmins(db, body);
      return searchResult(rows.map(toAdmin), page, size, total);
    },

    async getAdminByCode(adminCode: string): Promise<AdminUser> {
      const record = await repo.findAdmin(db, adminCode);
      if (!record) throw notFound();
      return toAdmin(record);
    },

    /** A new ACTIVE administrator gets an e-mail with an OTP to set the password. */
    create(ctx: ServiceContext, body: CreateAdminUserRequest): Promise<AdminUser> {
      assertAdminFields(ctx, body);
      const values = valuesOf(body);
      const duplicate = () => conflict('ADMIN_USER_DUPLICATE', say(ctx, text.ADMIN_USER_DUPLICATE));
      return runCommand(deps, ctx, async (command) => {
        if (await repo.usernameTaken(command.tx, body.username)) throw duplicate();
        await assertEmailFree(command, values.email);
        const created = await repo.insertAdmin(command.tx, { ...values, username: body.username }, ctx.actor);
        // Two creations of one username at once: the unique index lets one in.
        if (!created) throw duplicate();
        await command.audit({
          action: 'CREATE',
          entity: 'admin_user',
          entityId: created.adminCode,
          after: created,
        });
        await inviteIfActive(deps, command, 'ADMIN', created);
        return toAdmin(created);
      });
    },

    /** username stays; deactivation ends the administrator's sessions at once. */
    update(ctx: ServiceContext, body: UpdateAdminUserRequest): Promise<AdminUser> {
      assertAdminFields(ctx, body);
      const values = valuesOf(body);
      return runCommand(deps, ctx, async (command) => {
        const current = await repo.findAdmin(command.tx, body.adminCode, true);
        if (!current) throw notFound();
        if (current.username !== body.username) {
          throw validationFailed([{ key: 'username', description: say(ctx, fieldText.codeImmutable) }]);
        }
        command.assertVersion(current.version, body.version);
        if (values.status !== 'ACTIVE') await assertMayLeave(command, current, 'ADMIN_USER_SELF_DEACTIVATE');
        await assertEmailFree(command, values.email, current.adminCode);
        const record = await repo.updateAdmin(command.tx, current.adminCode, values, ctx.actor);
        const sessionsEnded = await endSessionsUnlessActive(
          command,
          'ADMIN',
          record.adminCode,
          record.status,
        );
        await command.audit({
          action: 'UPDATE',
          entity: 'admin_user',
          entityId: record.adminCode,
          before: current,
          after: { ...record, ...(sessionsEnded ? { sessionsEnded } : {}) },
        });
        // A session check between the revocation and the commit may have been remembered as live.
        command.forgetSessions();
        return toAdmin(record);
      });
    },

    /** Soft delete (the username stays taken, the e-mail is free again); their sessions end. */
    remove(ctx: ServiceContext, body: DeleteAdminUserRequest): Promise<void> {
      return runCommand(deps, ctx, async (command) => {
        const current = await repo.findAdmin(command.tx, body.adminCode, true);
        if (!current) throw notFound();
        command.assertVersion(current.version, body.version);
        await assertMayLeave(command, current, 'ADMIN_USER_SELF_DELETE');
        const record = await repo.updateAdmin(command.tx, current.adminCode, { status: 'DELETE' }, ctx.actor);
        const sessionsEnded = await endSessionsUnlessActive(command, 'ADMIN', current.adminCode, 'DELETE');
        await command.audit({
          action: 'DELETE',
          entity: 'admin_user',
          entityId: current.adminCode,
          before: current,
          after: { ...record, sessionsEnded },
        });
      });
    },
  };
}

export type AdminUserService = ReturnType<typeof createAdminUserService>;
