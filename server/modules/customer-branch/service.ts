// Rules of customer branches. Every call works on one customer: a CUSTOMER token's own (the body's
// customerCode is ignored), an ADMIN's named one. Another customer's branch is "not found".
import type {
  BranchOption,
  CreateBranchRequest,
  CustomerBranch,
  DeleteBranchRequest,
  ListBranchByCustomerAndStatusRequest,
  SearchBranchRequest,
  UpdateBranchRequest,
} from '../../../contract/customer-branch';
import type { ErrorDetail, SearchBody } from '../../../contract/envelope';
import type { ServiceContext } from '../../command/context';
import { runCommand } from '../../command/run-command';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../deps';
import { oneCustomerScope } from '../../http/customer-scope';
import { editableAnswer, pickFields, searchAnswer } from '../../http/envelope';
import { conflict, notFound, ruleRefused, validationFailed } from '../../http/errors';
import { say } from '../../http/language';
import { assignedBranchCodes } from '../../security/assigned-branches';
import { customerScope } from '../../security/tenancy';
import { checkAddresses, storedAddress } from '../../validation/address';
import { branchTypeOf, HEAD_OFFICE_CODE } from '../../validation/branch-code';
import { lockLiveCustomer } from '../../db/live-customer';
import { fieldText } from '../../validation/messages';
import { isOptionalThaiPhone, storedPhone } from '../../validation/phone';
import { branchText } from './messages';
import * as repo from './repository';

const toBranch = (record: repo.BranchRecord): CustomerBranch => ({
  ...pickFields(record, ['branchId', 'customerCode', 'branchCode', 'branchName', 'branchType', 'address']),
  ...editableAnswer(record, ['contactTel']),
});

function valuesOf(body: CreateBranchRequest): repo.BranchValues {
  return {
    branchName: body.branchName.trim(),
    branchType: body.branchType,
    address: storedAddress(body.address),
    contactTel: storedPhone(body.contactTel),
    status: body.status,
  };
}

/** The audit entry of a change of a branch: the row after it, and before it when it was there. */
const branchEntry = (
  action: 'CREATE' | 'UPDATE' | 'DELETE',
  after: repo.BranchRecord,
  before?: repo.BranchRecord,
) => ({
  action,
  entity: 'customer_branch',
  entityId: String(after.branchId),
  ...(before ? { before } : {}),
  after,
});

/** Field rules the schema cannot say; all failures answer together. */
async function assertBranchFields(db: Db, ctx: ServiceContext, body: CreateBranchRequest): Promise<void> {
  const details: ErrorDetail[] = [];
  const add = (key: string, text: { th: string; en: string }) =>
    details.push({ key, description: say(ctx, text) });
  if (branchTypeOf(body.branchCode) !== body.branchType) add('branchType', fieldText.branchTypeOfCode);
  if (!isOptionalThaiPhone(body.contactTel)) add('contactTel', fieldText.phone);
  details.push(
    ...(await checkAddresses(db, [{ key: 'address', address: body.address }], (text) => say(ctx, text))),
  );
  if (details.length) throw validationFailed(details);
}

export function createBranchService(deps: AppDeps) {
  const db = deps.db;
  return {
    async search(ctx: ServiceContext, body: SearchBranchRequest): Promise<SearchBody<CustomerBranch>> {
      const customerCode = oneCustomerScope(ctx, body.customerCode);
      return searchAnswer(body, await repo.searchBranches(db, customerCode, body), toBranch);
    },

    async getById(ctx: ServiceContext, branchId: number): Promise<CustomerBranch> {
      const record = await repo.findBranchById(db, branchId, customerScope(ctx));
      if (!record) throw notFound();
      return toBranch(record);
    },

    /** A USER gets only the branches assigned to it. */
    async listByStatus(
      ctx: ServiceContext,
      body: ListBranchByCustomerAndStatusRequest,
    ): Promise<BranchOption[]> {
      const branches = await repo.branchesByStatus(db, oneCustomerScope(ctx, body.customerCode), body.status);
      const assigned = await assignedBranchCodes(db, ctx);
      return assigned ? branches.filter((branch) => assigned.includes(branch.branchCode)) : branches;
    },

    async create(ctx: ServiceContext, body: CreateBranchRequest): Promise<CustomerBranch> {
      const customerCode = oneCustomerScope(ctx, body.customerCode);
      await assertBranchFields(db, ctx, body);
      const created = await runCommand(deps, ctx, async ({ tx, audit }) => {
        if (!(await lockLiveCustomer(tx, customerCode))) throw notFound();
        const record = await repo.insertBranch(tx, customerCode, body.branchCode, valuesOf(body), ctx.actor);
        if (!record)
          throw conflict('CUSTOMER_BRANCH_DUPLICATE', say(ctx, branchText.CUSTOMER_BRANCH_DUPLICATE));
        await audit(branchEntry('CREATE', record));
        return record;
      });
      return toBranch(created);
    },

    /** Found by branchId when given (the code must stay), else by customer + branchCode. */
    async update(ctx: ServiceContext, body: UpdateBranchRequest): Promise<CustomerBranch> {
      const customerCode = oneCustomerScope(ctx, body.customerCode);
      await assertBranchFields(db, ctx, body);
      const updated = await runCommand(deps, ctx, async ({ tx, audit, assertVersion }) => {
        const current =
          body.branchId !== undefined
            ? await repo.findBranchById(tx, body.branchId, customerCode, true)
            : await repo.findBranchByCode(tx, customerCode, body.branchCode, true);
        if (!current) throw notFound();
        if (current.branchCode !== body.branchCode) {
          throw validationFailed([{ key: 'branchCode', description: say(ctx, fieldText.codeImmutable) }]);
        }
        assertVersion(current.version, body.version);
        const record = await repo.updateBranch(tx, current.branchId, valuesOf(body), ctx.actor);
        await audit(branchEntry('UPDATE', record, current));
        return record;
      });
      return toBranch(updated);
    },

    /** Soft delete; the head office goes only with its customer. */
    async remove(ctx: ServiceContext, body: DeleteBranchRequest): Promise<void> {
      await runCommand(deps, ctx, async ({ tx, audit, assertVersion }) => {
        const current = await repo.findBranchById(tx, body.branchId, customerScope(ctx), true);
        if (!current) throw notFound();
        assertVersion(current.version, body.version);
        if (current.branchCode === HEAD_OFFICE_CODE) {
          throw ruleRefused('HEAD_OFFICE_DELETE', say(ctx, branchText.HEAD_OFFICE_DELETE));
        }
        const record = await repo.updateBranch(tx, current.branchId, { status: 'DELETE' }, ctx.actor);
        await audit(branchEntry('DELETE', record, current));
      });
    },
  };
}

export type BranchService = ReturnType<typeof createBranchService>;
