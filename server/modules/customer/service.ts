// Rules of customers: create (with its head office), update, soft delete, reads.
import type {
  CreateCustomerRequest,
  Customer,
  CustomerOption,
  CustomerRow,
  DeleteCustomerRequest,
  EditableStatus,
  SearchCustomerRequest,
  UpdateCustomerRequest,
} from '../../../contract/customer';
import type { SearchBody } from '../../../contract/envelope';
import type { ServiceContext } from '../../command/context';
import { runCommand } from '../../command/run-command';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../deps';
import { searchAnswer } from '../../http/envelope';
import { conflict, notFound } from '../../http/errors';
import { say } from '../../http/language';
import { editStampOf } from '../../http/time';
import { lockKey } from '../../db/advisory-lock';
import { storedAddress } from '../../validation/address';
import { plainDecimal } from '../../validation/money';
import { storedPhone } from '../../validation/phone';
import { optionalText } from '../../validation/text-fields';
import { customerText } from './messages';
import * as repo from './repository';
import { assertCustomerFields } from './rules';
import { searchCustomers } from './search';

function valuesOf(body: Omit<CreateCustomerRequest, 'branchName'>): repo.CustomerValues {
  return {
    customerName: body.customerName.trim(),
    customerNumber: body.customerNumber,
    customerStatus: body.customerStatus,
    customerType: body.customerType,
    contactTel: storedPhone(body.contactTel),
    email: optionalText(body.email),
    address: storedAddress(body.address),
    shippingAddress: body.shippingAddress ? storedAddress(body.shippingAddress) : null,
    documentTypes: body.documentTypes,
    ...(body.documentLanguage ? { documentLanguage: body.documentLanguage } : {}),
    // '7.00' and '7' are one rate: stored once, as written plainly.
    ...(body.vatRates ? { vatRates: [...new Set(body.vatRates.map(plainDecimal))] } : {}),
    ...(body.etaxStartDate !== undefined ? { etaxStartDate: body.etaxStartDate } : {}),
    ...(body.etaxVersion ? { etaxVersion: body.etaxVersion } : {}),
    ...(body.deliveryMode ? { deliveryMode: body.deliveryMode } : {}),
    ...(body.buyerDelivery ? { buyerDelivery: body.buyerDelivery } : {}),
  };
}

function toRow(record: repo.CustomerRecord, branchName: string | null): CustomerRow {
  return {
    customerCode: record.customerCode,
    customerName: record.customerName,
    customerNumber: record.customerNumber,
    customerStatus: record.customerStatus as EditableStatus,
    customerType: record.customerType,
    contactTel: record.contactTel,
    branchName,
    ...editStampOf(record),
  };
}

function toCustomer(record: repo.CustomerRecord, branchName: string | null): Customer {
  return {
    ...toRow(record, branchName),
    email: record.email,
    address: record.address,
    shippingAddress: record.shippingAddress,
    documentTypes: record.documentTypes,
    documentLanguage: record.documentLanguage,
    vatRates: record.vatRates.map(plainDecimal),
    etaxStartDate: record.etaxStartDate,
    etaxVersion: record.etaxVersion,
    deliveryMode: record.deliveryMode,
    buyerDelivery: record.buyerDelivery,
  };
}

export function createCustomerService(deps: AppDeps) {
  const db = deps.db;
  const duplicate = (ctx: ServiceContext) =>
    conflict('CUSTOMER_DUPLICATE', say(ctx, customerText.CUSTOMER_DUPLICATE));

  /** One live customer per tax ID: saves of the same tax ID take turns, then check (docs/customers.md). */
  async function assertTaxIdFree(
    tx: Db,
    ctx: ServiceContext,
    taxId: string,
    exceptCode?: string,
  ): Promise<void> {
    await lockKey(tx, `customer-tax-id:${taxId}`);
    if (await repo.liveCustomerWithTaxId(tx, taxId, exceptCode)) throw duplicate(ctx);
  }

  async function liveCustomer(tx: Db, code: string, lock = false): Promise<repo.CustomerRecord> {
    const current = await repo.findCustomer(tx, code, lock);
    if (!current || current.customerStatus === 'DELETE') throw notFound();
    return current;
  }

  return {
    async search(body: SearchCustomerRequest): Promise<SearchBody<CustomerRow>> {
      const found = await searchCustomers(db, body);
      const names = await repo.headOfficeNames(
        db,
        found.rows.map((r) => r.customerCode),
      );
      return searchAnswer(body, found, (r) => toRow(r, names.get(r.customerCode) ?? null));
    },

    async getCustomerByCode(code: string): Promise<Customer> {
      const record = await liveCustomer(db, code);
      const names = await repo.headOfficeNames(db, [code]);
      return toCustomer(record, names.get(code) ?? null);
    },

    listCustomerByStatus(status: EditableStatus): Promise<CustomerOption[]> {
      return repo.customersByStatus(db, status);
    },

    /** The customer and its head office (00000, at the customer's address) in one transaction. */
    async create(ctx: ServiceContext, body: CreateCustomerRequest): Promise<Customer> {
      await assertCustomerFields(db, ctx, body);
      const values = valuesOf(body);
      const branchName = body.branchName?.trim() || customerText.headOfficeName.th;
      const actor = ctx.actor;
      const created = await runCommand(deps, ctx, async ({ tx, audit }) => {
        await assertTaxIdFree(tx, ctx, values.customerNumber);
        const record = await repo.insertCustomer(tx, values, actor);
        const headOffice = await repo.insertHeadOffice(tx, {
          customerCode: record.customerCode,
          branchName,
          address: values.address,
          contactTel: values.contactTel,
          actor,
        });
        await audit({
          action: 'CREATE',
          entity: 'customer',
          entityId: record.customerCode,
          after: record,
        });
        await audit({
          action: 'CREATE',
          entity: 'customer_branch',
          entityId: String(headOffice.branchId),
          after: {
            customerCode: record.customerCode,
            branchCode: '00000',
            branchName,
            address: values.address,
          },
        });
        return record;
      });
      return toCustomer(created, branchName);
    },

    /** Replaces the fields; deactivating ends the sessions of the customer's users at once. */
    async update(ctx: ServiceContext, body: UpdateCustomerRequest): Promise<Customer> {
      await assertCustomerFields(db, ctx, body);
      const values = valuesOf(body);
      const updated = await runCommand(deps, ctx, async ({ tx, audit, assertVersion, forgetSessions }) => {
        const current = await liveCustomer(tx, body.customerCode, true);
        assertVersion(current.version, body.version);
        await assertTaxIdFree(tx, ctx, values.customerNumber, body.customerCode);
        const record = await repo.updateCustomer(tx, body.customerCode, values, ctx.actor);
        const sessionsEnded =
          current.customerStatus === 'ACTIVE' && record.customerStatus !== 'ACTIVE'
            ? await repo.revokeCustomerSessions(tx, body.customerCode)
            : 0;
        await audit({
          action: 'UPDATE',
          entity: 'customer',
          entityId: body.customerCode,
          before: current,
          after: { ...record, ...(sessionsEnded ? { sessionsEnded } : {}) },
        });
        // A session check between the revocation and the commit may have been remembered as live.
        forgetSessions();
        return record;
      });
      const names = await repo.headOfficeNames(db, [body.customerCode]);
      return toCustomer(updated, names.get(body.customerCode) ?? null);
    },

    /** Soft delete of the customer with its branches and users; their sessions end. */
    async remove(ctx: ServiceContext, body: DeleteCustomerRequest): Promise<void> {
      const actor = ctx.actor;
      await runCommand(deps, ctx, async ({ tx, audit, assertVersion, forgetSessions }) => {
        const current = await liveCustomer(tx, body.customerCode, true);
        assertVersion(current.version, body.version);
        const record = await repo.updateCustomer(tx, body.customerCode, { customerStatus: 'DELETE' }, actor);
        const parts = await repo.deleteCustomerParts(tx, body.customerCode, actor);
        const sessionsEnded = await repo.revokeCustomerSessions(tx, body.customerCode);
        await audit({
          action: 'DELETE',
          entity: 'customer',
          entityId: body.customerCode,
          before: current,
          after: { ...record, deletedBranches: parts.branches, deletedUsers: parts.users, sessionsEnded },
        });
        forgetSessions();
      });
    },
  };
}

export type CustomerService = ReturnType<typeof createCustomerService>;
