// Rules of customer users. Every call works on one customer for a CUSTOMER token (its own; the
// body's customerCode is ignored) and another customer's user is "not found". An ADMIN names the
// customer when creating and may search across customers.
import type { FastifyRequest } from 'fastify';
import type { EditableStatus } from '../../../contract/customer';
import type {
  CreateCustomerUserRequest,
  CustomerUser,
  CustomerUserDetail,
  DeleteCustomerUserRequest,
  SearchCustomerUserRequest,
  UpdateCustomerUserRequest,
} from '../../../contract/customer-user';
import type { ErrorDetail, SearchBody } from '../../../contract/envelope';
import { writeAudit } from '../../audit';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../deps';
import { oneCustomerScope } from '../../http/customer-scope';
import { pagingOf, searchResult } from '../../http/envelope';
import { conflict, notFound, ruleRefused, validationFailed } from '../../http/errors';
import { say } from '../../http/language';
import { actorOf, assertVersion } from '../../http/records';
import { toApiTime } from '../../http/time';
import { forgetAllSessions } from '../../security/session-cache';
import { revokeUserSessions } from '../../security/sessions';
import { customerScope } from '../../security/tenancy';
import { liveEmailOwners, lockAccountEmail } from '../../validation/account-email';
import { accountContactDetails } from '../../validation/account-contact';
import { lockLiveCustomer } from '../../validation/live-customer';
import { fieldText } from '../../validation/messages';
import { storedPhone } from '../../validation/phone';
import { issueOtp } from '../otp/service';
import { customerUserText as text } from './messages';
import * as repo from './repository';

function toUser(record: repo.UserRecord): CustomerUser {
  return {
    userId: record.userId,
    userCode: record.userCode,
    customerCode: record.customerCode,
    customerName: record.customerName,
    username: record.username,
    fullName: record.fullName,
    email: record.email,
    tel: record.tel,
    userRole: record.userRole,
    branchCodes: record.branchCodes,
    status: record.status as EditableStatus,
    version: record.version,
    lastUpdateDtm: toApiTime(record.lastUpdateDtm),
    lastUpdateBy: record.lastUpdateBy,
  };
}

function valuesOf(body: CreateCustomerUserRequest): repo.UserValues {
  return {
    fullName: body.fullName.trim(),
    email: body.email.trim(),
    tel: storedPhone(body.tel),
    userRole: body.userRole,
    branchCodes: body.branchCodes,
    status: body.status,
  };
}

/** Field rules the schema cannot say; all failures answer together. */
async function assertUserFields(
  db: Db,
  request: FastifyRequest,
  customerCode: string,
  body: CreateCustomerUserRequest,
): Promise<void> {
  const details = accountContactDetails(request, body);
  const unknown = await repo.unknownBranchCodes(db, customerCode, body.branchCodes);
  if (unknown.length)
    details.push({ key: 'branchCodes', description: `${say(request, fieldText.branchMissing)}: ${unknown.join(', ')}` });
  if (details.length) throw validationFailed(details);
}

/** The caller's own account (a customer admin editing themself). */
function isSelf(request: FastifyRequest, user: repo.UserRecord): boolean {
  const principal = request.principal;
  return principal?.role === 'CUSTOMER' && principal.userCode === user.userCode;
}

export function createCustomerUserService(deps: AppDeps) {
  const db = deps.db;

  /**
   * One live account per e-mail: another user of the same customer → CUSTOMER_USER_EMAIL_DUPLICATE;
   * an administrator or a user of another customer → ALREADY_REGISTERED_EMAIL.
   */
  async function assertEmailFree(
    tx: Db,
    request: FastifyRequest,
    email: string,
    customerCode: string,
    selfCode?: string,
  ) {
    await lockAccountEmail(tx, email);
    const others = (await liveEmailOwners(tx, email)).filter(
      (o) => !(o.kind === 'CUSTOMER' && o.code === selfCode),
    );
    if (others.some((o) => o.kind === 'CUSTOMER' && o.customerCode === customerCode)) {
      throw conflict('CUSTOMER_USER_EMAIL_DUPLICATE', say(request, text.CUSTOMER_USER_EMAIL_DUPLICATE));
    }
    if (others.length)
      throw conflict('ALREADY_REGISTERED_EMAIL', say(request, text.ALREADY_REGISTERED_EMAIL));
  }

  const duplicateUsername = (request: FastifyRequest) =>
    conflict('CUSTOMER_USER_DUPLICATE', say(request, text.CUSTOMER_USER_DUPLICATE));

  async function reload(tx: Db, userId: number): Promise<repo.UserRecord> {
    const record = await repo.findUserById(tx, userId, undefined);
    if (!record) throw new Error(`customer user ${userId} vanished inside its own transaction`);
    return record;
  }

  return {
    async search(
      request: FastifyRequest,
      body: SearchCustomerUserRequest,
    ): Promise<SearchBody<CustomerUser>> {
      const { page, size } = pagingOf(body);
      const { rows, total } = await repo.searchUsers(db, customerScope(request, body.customerCode), body);
      return searchResult(rows.map(toUser), page, size, total);
    },

    async getById(request: FastifyRequest, userId: number): Promise<CustomerUser> {
      const record = await repo.findUserById(db, userId, customerScope(request));
      if (!record) throw notFound();
      return toUser(record);
    },

    async getDetailByUserCode(request: FastifyRequest, userCode: string): Promise<CustomerUserDetail> {
      const record = await repo.findUserByCode(db, userCode, customerScope(request));
      if (!record) throw notFound();
      return {
        ...toUser(record),
        branches: await repo.branchNames(db, record.customerCode, record.branchCodes),
      };
    },

    /** A new ACTIVE user gets an e-mail with an OTP to set the password (resetPassword with refCode + otp). */
    async create(request: FastifyRequest, body: CreateCustomerUserRequest): Promise<CustomerUser> {
      const customerCode = oneCustomerScope(request, body.customerCode);
      const values = valuesOf(body);
      const username = body.username;
      const { record, outboxIds } = await db.transaction(async (tx) => {
        if (!(await lockLiveCustomer(tx, customerCode))) throw notFound();
        await assertUserFields(tx, request, customerCode, body);
        if (await repo.usernameTaken(tx, username)) throw duplicateUsername(request);
        await assertEmailFree(tx, request, values.email, customerCode);
        const inserted = await repo.insertUser(tx, { ...values, customerCode, username }, actorOf(request));
        // Two creations of one username at once: the unique index lets one in.
        if (!inserted) throw duplicateUsername(request);
        const created = await reload(tx, inserted.userId);
        await writeAudit(tx, request, {
          action: 'CREATE',
          entity: 'customer_user',
          entityId: created.userCode,
          after: created,
        });
        const invitation =
          created.status === 'ACTIVE'
            ? await issueOtp(
                deps,
                request,
                { kind: 'CUSTOMER', email: created.email, purpose: 'SET_PASSWORD' },
                tx,
              )
            : undefined;
        return { record: created, outboxIds: invitation?.outboxIds ?? [] };
      });
      deps.mailer.dispatch(outboxIds, request.log);
      return toUser(record);
    },

    /**
     * username and customer stay; a customer admin cannot change their own role or deactivate
     * themself. Deactivation ends the user's sessions at once.
     */
    async update(request: FastifyRequest, body: UpdateCustomerUserRequest): Promise<CustomerUser> {
      const values = valuesOf(body);
      const updated = await db.transaction(async (tx) => {
        const current = await repo.findUserById(tx, body.userId, customerScope(request), true);
        if (!current) throw notFound();
        const immutable: ErrorDetail[] = [];
        if (current.username !== body.username)
          immutable.push({ key: 'username', description: say(request, fieldText.codeImmutable) });
        if (
          request.principal?.role === 'ADMIN' &&
          body.customerCode !== undefined &&
          body.customerCode !== current.customerCode
        ) {
          immutable.push({ key: 'customerCode', description: say(request, fieldText.codeImmutable) });
        }
        if (immutable.length) throw validationFailed(immutable);
        assertVersion(request, current.version, body.version);
        if (isSelf(request, current)) {
          if (values.userRole !== current.userRole)
            throw ruleRefused('CUSTOMER_USER_SELF_ROLE', say(request, text.CUSTOMER_USER_SELF_ROLE));
          if (values.status !== 'ACTIVE')
            throw ruleRefused(
              'CUSTOMER_USER_SELF_DEACTIVATE',
              say(request, text.CUSTOMER_USER_SELF_DEACTIVATE),
            );
        }
        await assertUserFields(tx, request, current.customerCode, body);
        await assertEmailFree(tx, request, values.email, current.customerCode, current.userCode);
        await repo.updateUser(tx, current.userId, values, actorOf(request));
        const record = await reload(tx, current.userId);
        const sessionsEnded =
          record.status === 'ACTIVE' ? 0 : await revokeUserSessions(tx, 'CUSTOMER', record.userCode);
        await writeAudit(tx, request, {
          action: 'UPDATE',
          entity: 'customer_user',
          entityId: record.userCode,
          before: current,
          after: { ...record, ...(sessionsEnded ? { sessionsEnded } : {}) },
        });
        return record;
      });
      // After the commit: the remembered session checks carry the old status and role
      // (server/security/session-cache.ts); the next call of this user is checked afresh.
      forgetAllSessions();
      return toUser(updated);
    },

    /** Soft delete (the username stays taken, the e-mail is free again); the user's sessions end. */
    async remove(request: FastifyRequest, body: DeleteCustomerUserRequest): Promise<void> {
      await db.transaction(async (tx) => {
        const current = await repo.findUserById(tx, body.userId, customerScope(request), true);
        if (!current) throw notFound();
        assertVersion(request, current.version, body.version);
        if (isSelf(request, current))
          throw ruleRefused('CUSTOMER_USER_SELF_DELETE', say(request, text.CUSTOMER_USER_SELF_DELETE));
        await repo.updateUser(tx, current.userId, { status: 'DELETE' }, actorOf(request));
        const sessionsEnded = await revokeUserSessions(tx, 'CUSTOMER', current.userCode);
        await writeAudit(tx, request, {
          action: 'DELETE',
          entity: 'customer_user',
          entityId: current.userCode,
          before: current,
          after: { status: 'DELETE', sessionsEnded },
        });
      });
      forgetAllSessions();
    },
  };
}

export type CustomerUserService = ReturnType<typeof createCustomerUserService>;
