// New imports: a file read row by row, or one document typed in (direct entry). Both are checked
// with the template's rules, and stored with their rows and the first history entry in one
// transaction (READY, or VALIDATION_FAILED for a file with errors).
import {
  MAX_UPLOAD_ROWS,
  type SaveDirectEntryRequest,
  type UploadResult,
} from '../../../contract/customer-upload';
import type { UploadType } from '../../../contract/upload-template';
import { randomUUID } from 'node:crypto';
import type { ServiceContext } from '../../command/context';
import { runCommand } from '../../command/run-command';
import type { AppDeps } from '../../deps';
import { oneCustomerScope } from '../../http/customer-scope';
import { ruleRefused, unsupportedType, validationFailed } from '../../http/errors';
import { say } from '../../http/language';
import { uploadText, type ReceivedFile } from '../../http/receive-file';
import { assignedBranchCodes } from '../../security/assigned-branches';
import { fieldText } from '../../validation/messages';
import { cleanOriginalName, downloadNameOf } from '../../files/file-names';
import { bangkokToday } from '../../validation/date-range';
import { plainDecimal } from '../../validation/money';
import { toUploadResult } from './answers';
import { directEntryErrors, directEntryRows } from './direct-entry';
import { FileReadError, readUploadFile, type ReadResult } from './file-reading';
import { importTemplate, type ImportTemplate } from './import-template';
import { uploadMessages } from './messages';
import * as repo from './repository';
import { stageRows, type DocumentChecks, type IssuedNumbers, type StagedUpload } from './staging';
import type { RowContext } from './row-rules';
import { checkBuyerAddress, findBuyerPlaces, isFullTaxInvoice } from './buyer-address';
import { checkPrepaid } from './prepaid-check';
import { checkCorrectionReferences, isCorrectionType } from './correction-check';
import { pendingCancellations, referencedOriginals } from './correction-repository';
import { checkEtaxXml, checksEtaxXml } from './xml-check';
import { loadEtaxSeller } from '../document/service';
import { uploadFieldsOf } from './upload-fields';
import { actingRole } from './upload-scope';

const CONTENT_TYPES = {
  XLSX: {
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extension: 'xlsx',
  },
  CSV: { contentType: 'text/csv', extension: 'csv' },
} as const;

export function createUploadService(deps: AppDeps) {
  const db = deps.db;

  /** The customer's live branch, and (a USER) one assigned to the caller; 400 on branchCode. */
  async function assertBranch(ctx: ServiceContext, customerCode: string, branchCode: string) {
    const branch = await repo.findBranch(db, customerCode, branchCode);
    const assigned = await assignedBranchCodes(db, ctx);
    const text = !branch
      ? fieldText.branchMissing
      : assigned && !assigned.includes(branchCode)
        ? uploadMessages.branchNotAssigned
        : undefined;
    if (text) throw validationFailed([{ key: 'branchCode', description: say(ctx, text) }]);
  }

  /** The customer's VAT rates, its e-Tax start (E-TAX imports) and today, for the row rules. */
  async function rowContextOf(customerCode: string, uploadType: UploadType): Promise<RowContext> {
    const settings = await repo.taxSettings(db, customerCode);
    return {
      vatRates: settings.vatRates.map(plainDecimal),
      etaxStartDate: uploadType === 'ETAX' ? settings.etaxStartDate : null,
      today: bangkokToday(),
    };
  }

  const issuedNumbersOf =
    (customerCode: string, template: ImportTemplate): IssuedNumbers =>
    (numbers) =>
      repo.issuedNumbers(db, customerCode, template.documentType, numbers);

  /**
   * What an E-TAX upload checks beyond the rows: a full tax invoice's buyer address, then the
   * e-Tax XML of each document (ETDA's XSD and Schematron) with the customer's seller data.
   */
  const documentChecksOf =
    (customerCode: string, branchCode: string, template: ImportTemplate): DocumentChecks =>
    async (rows) => {
      const { uploadType, documentType, rules } = template;
      if (isFullTaxInvoice(uploadType, documentType)) checkBuyerAddress(rows, rules);
      if (isCorrectionType(documentType))
        await checkCorrectionReferences(rows, rules, documentType, {
          originals: (numbers) => referencedOriginals(db, customerCode, numbers),
          pendingCancellations: (numbers) => pendingCancellations(db, customerCode, numbers),
        });
      if (uploadType === 'ETAX')
        await checkPrepaid(rows, rules, documentType, (numbers) =>
          repo.issuedTaxInvoiceAmounts(db, customerCode, numbers),
        );
      if (!checksEtaxXml(uploadType, documentType)) return;
      await findBuyerPlaces(db, rows);
      const seller = await loadEtaxSeller(db, customerCode, branchCode);
      await checkEtaxXml(rows, { uploadType, documentType, seller, rules });
    };

  async function store(
    ctx: ServiceContext,
    target: { customerCode: string; branchCode: string; uploadType: UploadType; template: ImportTemplate },
    staged: StagedUpload,
    source: {
      action: 'UPLOAD' | 'DIRECT_ENTRY';
      file?: { content: Buffer; originalName: string; kind: 'XLSX' | 'CSV' };
    },
  ): Promise<UploadResult> {
    return runCommand(deps, ctx, async ({ tx, audit }) => {
      let fileId: string | null = null;
      if (source.file) {
        const type = CONTENT_TYPES[source.file.kind];
        const id = randomUUID();
        const stored = await deps.files.put(tx, {
          fileId: id,
          ownerCustomerCode: target.customerCode,
          purpose: 'CUSTOMER_UPLOAD',
          originalName: cleanOriginalName(source.file.originalName),
          downloadName: downloadNameOf('CUSTOMER_UPLOAD', id, type.extension),
          contentType: type.contentType,
          content: source.file.content,
          createBy: ctx.actor,
        });
        fileId = stored.fileId;
      }
      const upload = await repo.insertUpload(
        tx,
        {
          customerCode: target.customerCode,
          branchCode: target.branchCode,
          uploadType: target.uploadType,
          templateCode: target.template.templateCode,
          documentType: target.template.documentType,
          fileId,
          fileName: source.file ? cleanOriginalName(source.file.originalName) : null,
          fileSize: source.file ? source.file.content.length : null,
          totalRows: staged.totalRows,
          validRows: staged.validRows,
          errorRows: staged.errorRows,
          status: staged.status,
          uploadBy: ctx.actor,
        },
        ctx.actor,
      );
      await repo.insertRows(tx, upload.uploadId, staged.rows);
      await repo.insertHistory(tx, {
        uploadId: upload.uploadId,
        status: upload.status,
        action: source.action,
        actionBy: ctx.actor,
        actionRole: actingRole(ctx),
        remark: null,
      });
      const result = toUploadResult(upload);
      await audit({
        action: source.action,
        entity: 'customer_upload',
        entityId: String(upload.uploadId),
        after: result,
      });
      return result;
    });
  }

  /** A file read with the template's layout: 415 / 422 for what cannot be read at all. */
  async function read(
    ctx: ServiceContext,
    content: Buffer,
    template: ImportTemplate,
  ): Promise<ReadResult & { kind: 'XLSX' | 'CSV' }> {
    try {
      return await readUploadFile(content, {
        expectedKind: template.templateType === 'EXCEL' ? 'XLSX' : 'CSV',
        startRow: template.startRow,
        maxRows: MAX_UPLOAD_ROWS,
      });
    } catch (error) {
      if (!(error instanceof FileReadError)) throw error;
      if (error.reason === 'WRONG_TYPE') throw unsupportedType(say(ctx, uploadText.wrongType));
      if (error.reason === 'TOO_MANY_ROWS') {
        throw ruleRefused(
          'TOO_MANY_ROWS',
          say(ctx, uploadMessages.tooManyRows(error.detail.limit ?? MAX_UPLOAD_ROWS)),
        );
      }
      throw ruleRefused('FILE_UNREADABLE', say(ctx, uploadText.unreadable));
    }
  }

  return {
    async upload(ctx: ServiceContext, received: ReceivedFile): Promise<UploadResult> {
      const fields = uploadFieldsOf(ctx, received.fields);
      const customerCode = oneCustomerScope(ctx, fields.customerCode);
      await assertBranch(ctx, customerCode, fields.branchCode);
      const template = await importTemplate(db, ctx, customerCode, fields.templateCode, fields.uploadType);
      const file = await read(ctx, received.content, template);
      if (file.rows.length === 0) throw ruleRefused('NO_ROWS', say(ctx, uploadMessages.NO_ROWS));
      const staged = await stageRows(
        file.rows,
        template.rules,
        issuedNumbersOf(customerCode, template),
        await rowContextOf(customerCode, fields.uploadType),
        documentChecksOf(customerCode, fields.branchCode, template),
      );
      return store(
        ctx,
        { customerCode, branchCode: fields.branchCode, uploadType: fields.uploadType, template },
        staged,
        {
          action: 'UPLOAD',
          file: { content: received.content, originalName: received.originalName, kind: file.kind },
        },
      );
    },

    /**
     * One document typed in: refused with field errors (nothing stored) unless every value passes.
     * `adjust` (a correction, correction-service.ts) checks the template and adds the fields it
     * fills itself.
     */
    async saveDirect(
      ctx: ServiceContext,
      body: SaveDirectEntryRequest,
      adjust?: (template: ImportTemplate) => ImportTemplate,
    ): Promise<UploadResult> {
      const customerCode = oneCustomerScope(ctx, body.customerCode);
      await assertBranch(ctx, customerCode, body.branchCode);
      const found = await importTemplate(db, ctx, customerCode, body.templateCode, body.uploadType);
      const template = adjust ? adjust(found) : found;
      const staged = await stageRows(
        directEntryRows(ctx, body.data, template.rules),
        template.rules,
        issuedNumbersOf(customerCode, template),
        await rowContextOf(customerCode, body.uploadType),
        documentChecksOf(customerCode, body.branchCode, template),
      );
      if (staged.errorRows > 0) throw validationFailed(directEntryErrors(ctx, staged));
      return store(
        ctx,
        { customerCode, branchCode: body.branchCode, uploadType: body.uploadType, template },
        staged,
        {
          action: 'DIRECT_ENTRY',
        },
      );
    },
  };
}
