// The monthly filing (docs/rd-filing.md): the months and their figures, the pack, and the move
// NOT_SUBMITTED → SUBMITTED — by hand with the reference the user typed, or through RD_SUBMIT_URL.
import {
  RD_DUE_DAY,
  type RdMarkSubmittedRequest,
  type RdMonth,
  type RdMonthKey,
  type RdMonthSearchRequest,
} from '../../../contract/rd-filing';
import type { ServiceContext } from '../../command/context';
import { runCommand } from '../../command/run-command';
import type { AppDeps } from '../../deps';
import { searchResult, pagingOf } from '../../http/envelope';
import { AppError, conflict, notFound, ruleRefused } from '../../http/errors';
import { say } from '../../http/language';
import { customerScope } from '../../security/tenancy';
import { oneCustomerScope } from '../../http/customer-scope';
import { rdFilingText } from './messages';
import { makePack, packFileName } from './pack';
import { rdTransportOf, RdTransportError } from './rd-transport';
import * as repo from './repository';

/** YYYY-MM-DD: the day a month's documents are due (the 15th of the next month). */
export function dueDateOf(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
  return `${next}-${String(RD_DUE_DAY).padStart(2, '0')}`;
}

function toMonth(facts: repo.MonthFacts): RdMonth {
  return {
    customerCode: facts.customerCode,
    customerName: facts.customerName,
    month: facts.month,
    dueDate: dueDateOf(facts.month),
    status: facts.status,
    documents: facts.documents,
    cancelled: facts.cancelled,
    unsigned: facts.unsigned,
    totalAmount: facts.totalAmount,
    byType: facts.byType,
    rdReference: facts.rdReference,
    submittedBy: facts.submittedBy,
    submittedAt: facts.submittedAt?.toISOString() ?? null,
    packFileId: facts.packFileId,
  };
}

export function createRdFilingService(deps: AppDeps) {
  const { db, files } = deps;
  const transport = rdTransportOf(deps.config);

  /** The month of the caller's reach, with signed documents: 404 otherwise (another customer's too). */
  async function month(ctx: ServiceContext, key: RdMonthKey): Promise<repo.MonthFacts> {
    const customerCode = oneCustomerScope(ctx, key.customerCode);
    const found = await repo.findMonth(db, customerCode, key.month);
    if (!found) throw notFound();
    return found;
  }

  async function pack(facts: repo.MonthFacts): Promise<Buffer> {
    return makePack(files, await repo.packDocuments(db, facts.customerCode, facts.month));
  }

  /** Keeps the pack that was filed and moves the month to SUBMITTED, with its audit row. */
  async function submitted(
    ctx: ServiceContext,
    facts: repo.MonthFacts,
    bytes: Buffer,
    rdReference: string,
  ): Promise<RdMonth> {
    await runCommand(deps, ctx, async ({ tx, audit }) => {
      const file = await files.put(tx, {
        ownerCustomerCode: facts.customerCode,
        purpose: 'RD_SUBMISSION_PACK',
        originalName: packFileName(facts.customerCode, facts.month),
        downloadName: packFileName(facts.customerCode, facts.month),
        contentType: 'application/zip',
        content: bytes,
        createBy: ctx.actor,
      });
      const moved = await repo.markSubmitted(tx, facts.customerCode, facts.month, {
        rdReference,
        packFileId: file.fileId,
        submittedBy: ctx.actor,
      });
      if (!moved) throw conflict('ALREADY_SUBMITTED', say(ctx, rdFilingText.alreadySubmitted));
      await audit({
        action: 'UPDATE',
        entity: 'rd_submission',
        entityId: `${facts.customerCode}/${facts.month}`,
        customerCode: facts.customerCode,
        before: { status: 'NOT_SUBMITTED' },
        after: { status: 'SUBMITTED', rdReference, documents: facts.documents, packSha256: file.sha256 },
      });
    });
    return toMonth((await repo.findMonth(db, facts.customerCode, facts.month))!);
  }

  function refuseFiled(ctx: ServiceContext, facts: repo.MonthFacts) {
    if (facts.status === 'SUBMITTED')
      throw conflict('ALREADY_SUBMITTED', say(ctx, rdFilingText.alreadySubmitted));
  }

  return {
    async search(ctx: ServiceContext, body: RdMonthSearchRequest) {
      const { page, size, offset } = pagingOf(body);
      const customerCode = customerScope(ctx, body.customerCode);
      const { rows, total } = await repo.findMonths(
        db,
        { ...(customerCode ? { customerCode } : {}), ...(body.status ? { status: body.status } : {}) },
        {
          offset,
          size,
          order: body.sortBy === 'customerCode' ? 'customerCode' : 'month',
          dir: body.sortBy ? (body.sortDir ?? 'asc') : 'desc',
        },
      );
      return searchResult(rows.map(toMonth), page, size, total);
    },

    async get(ctx: ServiceContext, key: RdMonthKey): Promise<RdMonth> {
      return toMonth(await month(ctx, key));
    },

    /**
     * The pack and its name: for a filed month the pack that was filed, else one made now (the
     * same bytes for the same documents).
     */
    async download(ctx: ServiceContext, key: RdMonthKey): Promise<{ name: string; bytes: Buffer }> {
      const facts = await month(ctx, key);
      const kept = facts.packFileId ? await files.bytes(facts.packFileId) : undefined;
      return { name: packFileName(facts.customerCode, facts.month), bytes: kept ?? (await pack(facts)) };
    },

    async markSubmitted(ctx: ServiceContext, body: RdMarkSubmittedRequest): Promise<RdMonth> {
      const facts = await month(ctx, body);
      refuseFiled(ctx, facts);
      // The schema refuses a blank reference (400 on rdReference); spaces around it are dropped.
      return submitted(ctx, facts, await pack(facts), body.rdReference.trim());
    },

    async send(ctx: ServiceContext, key: RdMonthKey): Promise<RdMonth> {
      const facts = await month(ctx, key);
      refuseFiled(ctx, facts);
      if (!transport) throw ruleRefused('NO_TRANSPORT', say(ctx, rdFilingText.noTransport));
      const bytes = await pack(facts);
      const sellerTaxId = await repo.sellerTaxId(db, facts.customerCode);
      let reference: string;
      try {
        reference = await transport.submit(bytes, { sellerTaxId, month: facts.month });
      } catch (error) {
        if (!(error instanceof RdTransportError)) throw error;
        ctx.log.error(
          { err: error, customerCode: facts.customerCode, month: facts.month },
          'RD submission refused',
        );
        throw new AppError(502, '102', 'Bad gateway', [
          { key: 'TRANSPORT_REFUSED', description: say(ctx, rdFilingText.transportRefused) },
        ]);
      }
      return submitted(ctx, facts, bytes, reference);
    },
  };
}
