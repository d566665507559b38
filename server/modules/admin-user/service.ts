// Rules of administrator records (ADMIN only).
import type {
  AdminUser,
  CreateAdminUserRequest,
  DeleteAdminUserRequest,
  SearchAdminUserRequest,
  UpdateAdminUserRequest,
} from '../../../contract/admin-user';
import type { SearchBody } from '../../../contract/envelope';
import {
  accountToChange,
  assertEmailFree,
  contactValuesOf,
  createAccount,
  recordChanged,
} from '../../accounts/account-rules';
import type { ServiceContext } from '../../command/context';
import { runCommand, type Command } from '../../command/run-command';
import type { AppDeps } from '../../deps';
import { editableAnswer, searchAnswer } from '../../http/envelope';
import { conflict, notFound, ruleRefused, validationFailed } from '../../http/errors';
import { say } from '../../http/language';
import { lockKey } from '../../db/advisory-lock';
import { accountContactDetails } from '../../validation/account-contact';
import { adminUserText as text } from './messages';
import * as repo from './repository';

const toAdmin = (record: repo.AdminRecord): AdminUser =>
  editableAnswer(record, ['adminCode', 'username', 'fullName', 'email', 'tel']);

function assertAdminFields(ctx: ServiceContext, body: CreateAdminUserRequest): void {
  const details = accountContactDetails(ctx, body);
  if (details.length) throw validationFailed(details);
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
      return searchAnswer(body, await repo.searchAdmins(db, body), toAdmin);
    },

    async getAdminByCode(adminCode: string): Promise<AdminUser> {
      const record = await repo.findAdmin(db, adminCode);
      if (!record) throw notFound();
      return toAdmin(record);
    },

    /** A new ACTIVE administrator gets an e-mail with an OTP to set the password. */
    create(ctx: ServiceContext, body: CreateAdminUserRequest): Promise<AdminUser> {
      assertAdminFields(ctx, body);
      const values = contactValuesOf(body);
      const duplicate = () => conflict('ADMIN_USER_DUPLICATE', say(ctx, text.ADMIN_USER_DUPLICATE));
      return runCommand(deps, ctx, async (command) => {
        const created = await createAccount(deps, command, 'ADMIN', {
          username: body.username,
          email: values.email,
          duplicate,
          insert: () => repo.insertAdmin(command.tx, { ...values, username: body.username }, ctx.actor),
          codeOf: (admin) => admin.adminCode,
        });
        return toAdmin(created);
      });
    },

    /** username stays; deactivation ends the administrator's sessions at once. */
    update(ctx: ServiceContext, body: UpdateAdminUserRequest): Promise<AdminUser> {
      assertAdminFields(ctx, body);
      const values = contactValuesOf(body);
      return runCommand(deps, ctx, async (command) => {
        const found = await repo.findAdmin(command.tx, body.adminCode, true);
        const current = accountToChange(command, found, body);
        if (values.status !== 'ACTIVE') await assertMayLeave(command, current, 'ADMIN_USER_SELF_DEACTIVATE');
        await assertEmailFree(command, values.email, { kind: 'ADMIN', code: current.adminCode });
        const record = await repo.updateAdmin(command.tx, current.adminCode, values, ctx.actor);
        await recordChanged(command, 'UPDATE', 'ADMIN', record.adminCode, { before: current, after: record });
        return toAdmin(record);
      });
    },

    /** Soft delete (the username stays taken, the e-mail is free again); their sessions end. */
    remove(ctx: ServiceContext, body: DeleteAdminUserRequest): Promise<void> {
      return runCommand(deps, ctx, async (command) => {
        const found = await repo.findAdmin(command.tx, body.adminCode, true);
        const current = accountToChange(command, found, body);
        await assertMayLeave(command, current, 'ADMIN_USER_SELF_DELETE');
        const record = await repo.updateAdmin(command.tx, current.adminCode, { status: 'DELETE' }, ctx.actor);
        await recordChanged(command, 'DELETE', 'ADMIN', current.adminCode, {
          before: current,
          after: record,
        });
      });
    },
  };
}

export type AdminUserService = ReturnType<typeof createAdminUserService>;
