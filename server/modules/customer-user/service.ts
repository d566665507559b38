// Rules of customer users. Every call works on one customer for a CUSTOMER token (its own; the
// body's customerCode is ignored) and another customer's user is "not found". An ADMIN names the
// customer when creating and may search across customers.
import type {
  CreateCustomerUserRequest,
  CustomerUser,
  CustomerUserDetail,
  DeleteCustomerUserRequest,
  SearchCustomerUserRequest,
  UpdateCustomerUserRequest,
} from '../../../contract/customer-user';
import type { SearchBody } from '../../../contract/envelope';
import {
  accountToChange,
  assertEmailFree,
  contactValuesOf,
  createAccount,
  recordChanged,
} from '../../accounts/account-rules';
import type { EmailOwner } from '../../accounts/account-email';
import type { ServiceContext } from '../../command/context';
import { runCommand } from '../../command/run-command';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../deps';
import { oneCustomerScope } from '../../http/customer-scope';
import { editableAnswer, pickFields, searchAnswer } from '../../http/envelope';
import { conflict, notFound, ruleRefused, validationFailed } from '../../http/errors';
import { say } from '../../http/language';
import { customerScope } from '../../security/tenancy';
import { accountContactDetails } from '../../validation/account-contact';
import { lockLiveCustomer } from '../../db/live-customer';
import { fieldText } from '../../validation/messages';
import { customerUserText as text } from './messages';
import * as repo from './repository';

const toUser = (record: repo.UserRecord): CustomerUser => ({
  ...pickFields(record, ['userId', 'userCode', 'customerCode', 'customerName', 'username', 'fullName']),
  ...editableAnswer(record, ['email', 'tel', 'userRole', 'branchCodes']),
});

function valuesOf(body: CreateCustomerUserRequest): repo.UserValues {
  return { ...contactValuesOf(body), userRole: body.userRole, branchCodes: body.branchCodes };
}

/** Field rules the schema cannot say; all failures answer together. */
async function assertUserFields(
  db: Db,
  ctx: ServiceContext,
  customerCode: string,
  body: CreateCustomerUserRequest,
): Promise<void> {
  const details = accountContactDetails(ctx, body);
  const unknown = await repo.unknownBranchCodes(db, customerCode, body.branchCodes);
  if (unknown.length)
    details.push({
      key: 'branchCodes',
      description: `${say(ctx, fieldText.branchMissing)}: ${unknown.join(', ')}`,
    });
  if (details.length) throw validationFailed(details);
}

/** The caller's own account (a customer admin editing themself). */
function isSelf(ctx: ServiceContext, user: repo.UserRecord): boolean {
  return ctx.principal?.role === 'CUSTOMER' && ctx.principal.userCode === user.userCode;
}

/**
 * One live account per e-mail: another user of the same customer → CUSTOMER_USER_EMAIL_DUPLICATE;
 * an administrator or a user of another customer → ALREADY_REGISTERED_EMAIL (assertEmailFree).
 */
const sameCustomerEmail = (ctx: ServiceContext, customerCode: string) => (others: EmailOwner[]) => {
  if (others.some((o) => o.kind === 'CUSTOMER' && o.customerCode === customerCode)) {
    throw conflict('CUSTOMER_USER_EMAIL_DUPLICATE', say(ctx, text.CUSTOMER_USER_EMAIL_DUPLICATE));
  }
};

const duplicateUsername = (ctx: ServiceContext) =>
  conflict('CUSTOMER_USER_DUPLICATE', say(ctx, text.CUSTOMER_USER_DUPLICATE));

async function reload(tx: Db, userId: number): Promise<repo.UserRecord> {
  const record = await repo.findUserById(tx, userId, undefined);
  if (!record) throw new Error(`customer user ${userId} vanished inside its own transaction`);
  return record;
}

export function createCustomerUserService(deps: AppDeps) {
  const db = deps.db;

  return {
    async search(ctx: ServiceContext, body: SearchCustomerUserRequest): Promise<SearchBody<CustomerUser>> {
      return searchAnswer(
        body,
        await repo.searchUsers(db, customerScope(ctx, body.customerCode), body),
        toUser,
      );
    },

    async getById(ctx: ServiceContext, userId: number): Promise<CustomerUser> {
      const record = await repo.findUserById(db, userId, customerScope(ctx));
      if (!record) throw notFound();
      return toUser(record);
    },

    async getDetailByUserCode(ctx: ServiceContext, userCode: string): Promise<CustomerUserDetail> {
      const record = await repo.findUserByCode(db, userCode, customerScope(ctx));
      if (!record) throw notFound();
      return {
        ...toUser(record),
        branches: await repo.branchNames(db, record.customerCode, record.branchCodes),
      };
    },

    /** A new ACTIVE user gets an e-mail with an OTP to set the password (resetPassword with refCode + otp). */
    create(ctx: ServiceContext, body: CreateCustomerUserRequest): Promise<CustomerUser> {
      const customerCode = oneCustomerScope(ctx, body.customerCode);
      const values = valuesOf(body);
      const username = body.username;
      return runCommand(deps, ctx, async (command) => {
        const { tx } = command;
        if (!(await lockLiveCustomer(tx, customerCode))) throw notFound();
        await assertUserFields(tx, ctx, customerCode, body);
        const created = await createAccount(deps, command, 'CUSTOMER', {
          username,
          email: values.email,
          duplicate: () => duplicateUsername(ctx),
          refuse: sameCustomerEmail(ctx, customerCode),
          insert: async () => {
            const inserted = await repo.insertUser(tx, { ...values, customerCode, username }, ctx.actor);
            return inserted && reload(tx, inserted.userId);
          },
          codeOf: (user) => user.userCode,
        });
        return toUser(created);
      });
    },

    /**
     * username and customer stay; a customer admin cannot change their own role or deactivate
     * themself. Deactivation ends the user's sessions at once.
     */
    update(ctx: ServiceContext, body: UpdateCustomerUserRequest): Promise<CustomerUser> {
      const values = valuesOf(body);
      return runCommand(deps, ctx, async (command) => {
        const { tx } = command;
        const found = await repo.findUserById(tx, body.userId, customerScope(ctx), true);
        // An ADMIN's body may name the customer, which stays; a CUSTOMER token's is ignored.
        const stays = ctx.principal?.role === 'ADMIN' ? (['username', 'customerCode'] as const) : undefined;
        const current = accountToChange(command, found, body, stays);
        if (isSelf(ctx, current)) {
          if (values.userRole !== current.userRole)
            throw ruleRefused('CUSTOMER_USER_SELF_ROLE', say(ctx, text.CUSTOMER_USER_SELF_ROLE));
          if (values.status !== 'ACTIVE')
            throw ruleRefused('CUSTOMER_USER_SELF_DEACTIVATE', say(ctx, text.CUSTOMER_USER_SELF_DEACTIVATE));
        }
        await assertUserFields(tx, ctx, current.customerCode, body);
        const self = { kind: 'CUSTOMER', code: current.userCode } as const;
        await assertEmailFree(command, values.email, self, sameCustomerEmail(ctx, current.customerCode));
        await repo.updateUser(tx, current.userId, values, ctx.actor);
        const record = await reload(tx, current.userId);
        await recordChanged(command, 'UPDATE', 'CUSTOMER', record.userCode, {
          before: current,
          after: record,
        });
        return toUser(record);
      });
    },

    /** Soft delete (the username stays taken, the e-mail is free again); the user's sessions end. */
    remove(ctx: ServiceContext, body: DeleteCustomerUserRequest): Promise<void> {
      return runCommand(deps, ctx, async (command) => {
        const { tx } = command;
        const found = await repo.findUserById(tx, body.userId, customerScope(ctx), true);
        const current = accountToChange(command, found, body);
        if (isSelf(ctx, current))
          throw ruleRefused('CUSTOMER_USER_SELF_DELETE', say(ctx, text.CUSTOMER_USER_SELF_DELETE));
        await repo.updateUser(tx, current.userId, { status: 'DELETE' }, ctx.actor);
        await recordChanged(command, 'DELETE', 'CUSTOMER', current.userCode, {
          before: current,
          after: { status: 'DELETE' },
        });
      });
    },
  };
}

export type CustomerUserService = ReturnType<typeof createCustomerUserService>;
