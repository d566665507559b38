// Rules of administrator records (ADMIN only).
import type { FastifyRequest } from 'fastify';
import type {
  AdminUser,
  CreateAdminUserRequest,
  DeleteAdminUserRequest,
  SearchAdminUserRequest,
  UpdateAdminUserRequest,
} from '../../../contract/admin-user';
import type { EditableStatus } from '../../../contract/customer';
import type { SearchBody } from '../../../contract/envelope';
import { writeAudit } from '../../audit';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../deps';
import { pagingOf, searchResult } from '../../http/envelope';
import { conflict, notFound, ruleRefused, validationFailed } from '../../http/errors';
import { say } from '../../http/language';
import { actorOf, assertVersion } from '../../http/records';
import { toApiTime } from '../../http/time';
import { forgetAllSessions } from '../../security/session-cache';
import { revokeUserSessions } from '../../security/sessions';
import { liveEmailOwners, lockAccountEmail } from '../../validation/account-email';
import { lockKey } from '../../validation/advisory-lock';
import { accountContactDetails } from '../../validation/account-contact';
import { fieldText } from '../../validation/messages';
import { storedPhone } from '../../validation/phone';
import { issueOtp } from '../otp/service';
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
    version: record.version,
    lastUpdateDtm: toApiTime(record.lastUpdateDtm),
    lastUpdateBy: record.lastUpdateBy,
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

function assertAdminFields(request: FastifyRequest, body: CreateAdminUserRequest): void {
  const details = accountContactDetails(request, body);
  if (details.length) throw validationFailed(details);
}

export function createAdminUserService(deps: AppDeps) {
  const db = deps.db;

  /** One live account per e-mail, administrators and customer users alike. */
  async function assertEmailFree(
    tx: Db,
    request: FastifyRequest,
    email: string,
    selfCode?: string,
  ): Promise<void> {
    await lockAccountEmail(tx, email);
    const others = (await liveEmailOwners(tx, email)).filter(
      (o) => !(o.kind === 'ADMIN' && o.code === selfCode),
    );
    if (others.length)
      throw conflict('ALREADY_REGISTERED_EMAIL', say(request, text.ALREADY_REGISTERED_EMAIL));
  }

  /**
   * An administrator may not switch off their own account, nor the last active one. Deactivations
   * and deletes of administrators take turns (a lock), so two admins switching each other off at
   * the same moment cannot leave none.
   */
  async function assertMayLeave(
    tx: Db,
    request: FastifyRequest,
    target: repo.AdminRecord,
    selfKey: 'ADMIN_USER_SELF_DELETE' | 'ADMIN_USER_SELF_DEACTIVATE',
  ) {
    if (request.principal?.userCode === target.adminCode)
      throw ruleRefused(selfKey, say(request, text[selfKey]));
    await lockKey(tx, 'admin-user:active-set');
    if (target.status === 'ACTIVE' && (await repo.otherActiveAdmins(tx, target.adminCode)) === 0) {
      throw ruleRefused('ADMIN_USER_LAST_ACTIVE', say(request, text.ADMIN_USER_LAST_ACTIVE));
    }
  }

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
    async create(request: FastifyRequest, body: CreateAdminUserRequest): Promise<AdminUser> {
      assertAdminFields(request, body);
      const values = valuesOf(body);
      const duplicate = () => conflict('ADMIN_USER_DUPLICATE', say(request, text.ADMIN_USER_DUPLICATE));
      const { record, outboxIds } = await db.transaction(async (tx) => {
        if (await repo.usernameTaken(tx, body.username)) throw duplicate();
        await assertEmailFree(tx, request, values.email);
        const created = await repo.insertAdmin(tx, { ...values, username: body.username }, actorOf(request));
        // Two creations of one username at once: the unique index lets one in.
        if (!created) throw duplicate();
        await writeAudit(tx, request, {
          action: 'CREATE',
          entity: 'admin_user',
          entityId: created.adminCode,
          after: created,
        });
        const invitation =
          created.status === 'ACTIVE'
            ? await issueOtp(
                deps,
                request,
                { kind: 'ADMIN', email: created.email, purpose: 'SET_PASSWORD' },
                tx,
              )
            : undefined;
        return { record: created, outboxIds: invitation?.outboxIds ?? [] };
      });
      deps.mailer.dispatch(outboxIds, request.log);
      return toAdmin(record);
    },

    /** username stays; deactivation ends the administrator's sessions at once. */
    async update(request: FastifyRequest, body: UpdateAdminUserRequest): Promise<AdminUser> {
      assertAdminFields(request, body);
      const values = valuesOf(body);
      const updated = await db.transaction(async (tx) => {
        const current = await repo.findAdmin(tx, body.adminCode, true);
        if (!current) throw notFound();
        if (current.username !== body.username) {
          throw validationFailed([{ key: 'username', description: say(request, fieldText.codeImmutable) }]);
        }
        assertVersion(request, current.version, body.version);
        if (values.status !== 'ACTIVE')
          await assertMayLeave(tx, request, current, 'ADMIN_USER_SELF_DEACTIVATE');
        await assertEmailFree(tx, request, values.email, current.adminCode);
        const record = await repo.updateAdmin(tx, current.adminCode, values, actorOf(request));
        const sessionsEnded =
          record.status === 'ACTIVE' ? 0 : await revokeUserSessions(tx, 'ADMIN', record.adminCode);
        await writeAudit(tx, request, {
          action: 'UPDATE',
          entity: 'admin_user',
          entityId: record.adminCode,
          before: current,
          after: { ...record, ...(sessionsEnded ? { sessionsEnded } : {}) },
        });
        return record;
      });
      // After the commit: a session check between the revocation and the commit may have been
      // remembered as live (server/security/session-cache.ts).
      forgetAllSessions();
      return toAdmin(updated);
    },

    /** Soft delete (the username stays taken, the e-mail is free again); their sessions end. */
    async remove(request: FastifyRequest, body: DeleteAdminUserRequest): Promise<void> {
      await db.transaction(async (tx) => {
        const current = await repo.findAdmin(tx, body.adminCode, true);
        if (!current) throw notFound();
        assertVersion(request, current.version, body.version);
        await assertMayLeave(tx, request, current, 'ADMIN_USER_SELF_DELETE');
        const record = await repo.updateAdmin(tx, current.adminCode, { status: 'DELETE' }, actorOf(request));
        const sessionsEnded = await revokeUserSessions(tx, 'ADMIN', current.adminCode);
        await writeAudit(tx, request, {
          action: 'DELETE',
          entity: 'admin_user',
          entityId: current.adminCode,
          before: current,
          after: { ...record, sessionsEnded },
        });
      });
      forgetAllSessions();
    },
  };
}

export type AdminUserService = ReturnType<typeof createAdminUserService>;
