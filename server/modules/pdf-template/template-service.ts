// PDF templates: search, list, read, create, update (activation), the form upload, the layout.
// ADMIN only (the routes say so); every change through runCommand with its audit row.
import { randomUUID } from 'node:crypto';
import type { SearchBody } from '../../../contract/envelope';
import type {
  CreatePdfTemplateRequest,
  DeletePdfInputColumnRequest,
  ListPdfTemplateRequest,
  PdfInputColumn,
  PdfTemplate,
  PdfTemplateDetail,
  SavePdfInputColumnRequest,
  SearchPdfTemplateRequest,
  UpdatePdfTemplateRequest,
} from '../../../contract/pdf-template';
import type { ServiceContext } from '../../command/context';
import { runCommand, type Command } from '../../command/run-command';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../deps';
import { cleanOriginalName, downloadNameOf } from '../../files/file-names';
import { searchAnswer } from '../../http/envelope';
import { notFound, ruleRefused, unsupportedType, validationFailed } from '../../http/errors';
import { say } from '../../http/language';
import type { ReceivedFile } from '../../http/receive-file';
import type { CheckedForm, FormProblem } from '../../pdf/template/form-pdf';
import { lazy } from '../../lazy';
import { assertCustomerDocumentType } from '../../validation/customer-document-type';
import { toColumn, toDetail, toTemplate } from './answers';
import { checkLayout, type CheckedLayout } from './layout-rules';
import { pdfTemplateText as m } from './messages';
import * as repo from './repository';

const REFUSALS: Record<Exclude<FormProblem, 'NOT_PDF'>, { th: string; en: string }> = {
  UNREADABLE: m.unreadable,
  ENCRYPTED: m.encrypted,
  ACTIVE_CONTENT: m.activeContent,
  TOO_MANY_PAGES: m.tooManyPages,
  NO_PAGES: m.noPages,
  PAGE_TOO_LARGE: m.pageTooLarge,
};

/**
 * Reads the uploaded form, or says what is wrong with it: 415 not a PDF, 422 PDF_REFUSED. What is
 * kept is its rewrite, never the uploaded bytes (docs/security.md, "PDF forms").
 */
/** The form reader (pdf-lib), loaded with the first form uploaded (docs/memory.md). */
const loadFormReader = lazy(() => import('../../pdf/template/form-pdf'));

async function checkedForm(ctx: ServiceContext, content: Buffer): Promise<CheckedForm> {
  const { FormRefused, readForm } = await loadFormReader();
  try {
    return await readForm(content);
  } catch (error) {
    if (!(error instanceof FormRefused)) throw error;
    if (error.problem === 'NOT_PDF') throw unsupportedType(say(ctx, m.notPdf));
    throw ruleRefused('PDF_REFUSED', say(ctx, REFUSALS[error.problem]));
  }
}

const DIGITS = /^[1-9][0-9]{0,14}$/;

/** The multipart text fields of uploadPdfTemplate, checked like a JSON body. */
function uploadFieldsOf(ctx: ServiceContext, fields: Record<string, string>) {
  const details = ['pdfTemplateId', 'version']
    .filter((key) => !DIGITS.test(fields[key]?.trim() ?? ''))
    .map((key) => ({ key, description: say(ctx, m.fieldsRequired) }));
  if (details.length) throw validationFailed(details);
  return { pdfTemplateId: Number(fields.pdfTemplateId), version: Number(fields.version) };
}

/** An ACTIVE template fills documents: it cannot be left without a field. */
function assertKeepsFields(ctx: ServiceContext, template: repo.TemplateRecord, fieldCount: number): void {
  if (template.status === 'ACTIVE' && fieldCount === 0)
    throw ruleRefused('FIELDS_REQUIRED', say(ctx, m.FIELDS_REQUIRED));
}

const layoutOf = (columns: readonly repo.ColumnRecord[]) =>
  columns.map((c) => ({ ...c, format: c.format ?? null }));

export function createTemplateService(deps: AppDeps) {
  const db = deps.db;

  async function detail(tx: Db, pdfTemplateId: number): Promise<PdfTemplateDetail> {
    const record = await repo.findTemplate(tx, pdfTemplateId);
    if (!record) throw notFound();
    return toDetail(record, await repo.columnsOf(tx, pdfTemplateId));
  }

  /** The template's detail after a change, audited against `before` (none: it was created). */
  async function auditedDetail(
    { tx, audit }: Pick<Command, 'tx' | 'audit'>,
    pdfTemplateId: number,
    before?: object,
  ) {
    const after = await detail(tx, pdfTemplateId);
    const action = before ? 'UPDATE' : 'CREATE';
    await audit({
      action,
      entity: 'pdf_template',
      entityId: String(pdfTemplateId),
      ...(before ? { before } : {}),
      after,
    });
    return after;
  }

  /** Locks the template and checks the version the caller read. */
  async function lockCurrent({ tx, assertVersion }: Command, pdfTemplateId: number, version: number) {
    const current = await repo.findTemplate(tx, pdfTemplateId, true);
    if (!current) throw notFound();
    assertVersion(current.version, version);
    return current;
  }

  /** Saves a checked layout as the template's and moves its version on. */
  async function saveLayout(
    command: Command,
    current: repo.TemplateRecord,
    layout: CheckedLayout,
    values: repo.TemplateValues = {},
  ) {
    const { tx, ctx } = command;
    assertKeepsFields(ctx, current, layout.columns.length);
    const before = toDetail(current, await repo.columnsOf(tx, current.pdfTemplateId));
    await repo.replaceColumns(tx, current.pdfTemplateId, layout.columns);
    await repo.updateTemplate(
      tx,
      current.pdfTemplateId,
      { ...values, itemTable: layout.itemTable },
      ctx.actor,
    );
    return auditedDetail(command, current.pdfTemplateId, before);
  }

  return {
    async search(_ctx: ServiceContext, body: SearchPdfTemplateRequest): Promise<SearchBody<PdfTemplate>> {
      return searchAnswer(body, await repo.searchTemplates(db, body), toTemplate);
    },

    async list(body: ListPdfTemplateRequest): Promise<PdfTemplate[]> {
      return (await repo.listTemplates(db, body)).map(toTemplate);
    },

    get(pdfTemplateId: number): Promise<PdfTemplateDetail> {
      return detail(db, pdfTemplateId);
    },

    async listColumns(pdfTemplateId: number): Promise<PdfInputColumn[]> {
      if (!(await repo.findTemplate(db, pdfTemplateId))) throw notFound();
      return (await repo.columnsOf(db, pdfTemplateId)).map(toColumn);
    },

    /** A new template is a DRAFT without its form. */
    create(ctx: ServiceContext, body: CreatePdfTemplateRequest): Promise<PdfTemplateDetail> {
      return runCommand(deps, ctx, async ({ tx, audit }) => {
        await assertCustomerDocumentType(tx, ctx, body.customerCode, body.documentType);
        const pdfTemplateId = await repo.insertTemplate(
          tx,
          {
            customerCode: body.customerCode,
            templateName: body.templateName.trim(),
            templateType: body.templateType,
            documentType: body.documentType,
          },
          ctx.actor,
        );
        return auditedDetail({ tx, audit }, pdfTemplateId);
      });
    },

    /**
     * ACTIVE needs the form and a field; activating one makes the customer's other ACTIVE template
     * of the document type INACTIVE in the same transaction (and audits that too).
     */
    update(ctx: ServiceContext, body: UpdatePdfTemplateRequest): Promise<PdfTemplateDetail> {
      return runCommand(deps, ctx, async (command) => {
        const { tx, audit } = command;
        const current = await lockCurrent(command, body.pdfTemplateId, body.version);
        await assertCustomerDocumentType(tx, ctx, current.customerCode, body.documentType);
        if (body.status === 'ACTIVE') {
          if (!current.formFileId) throw ruleRefused('FORM_REQUIRED', say(ctx, m.FORM_REQUIRED));
          if (current.fieldCount === 0) throw ruleRefused('FIELDS_REQUIRED', say(ctx, m.FIELDS_REQUIRED));
          const other = await repo.findOtherActive(
            tx,
            current.customerCode,
            body.documentType,
            current.pdfTemplateId,
          );
          if (other) {
            await repo.updateTemplate(tx, other.pdfTemplateId, { status: 'INACTIVE' }, ctx.actor);
            await audit({
              action: 'UPDATE',
              entity: 'pdf_template',
              entityId: String(other.pdfTemplateId),
              before: { status: other.status },
              after: { status: 'INACTIVE', replacedBy: current.pdfTemplateId },
            });
          }
        }
        const before = toTemplate(current);
        await repo.updateTemplate(
          tx,
          current.pdfTemplateId,
          {
            templateName: body.templateName.trim(),
            templateType: body.templateType,
            documentType: body.documentType,
            status: body.status,
          },
          ctx.actor,
        );
        return auditedDetail({ tx, audit }, current.pdfTemplateId, before);
      });
    },

    /**
     * Adds or replaces the form. Its pages are read before the transaction (CPU work holds no
     * lock); the placed fields are moved inside the new pages, and a form with fewer pages than
     * the fields use is refused (FIELDS_OFF_FORM) rather than losing them.
     */
    async upload(ctx: ServiceContext, received: ReceivedFile): Promise<PdfTemplateDetail> {
      const { pdfTemplateId, version } = uploadFieldsOf(ctx, received.fields);
      const { pages, rewritten } = await checkedForm(ctx, received.content);
      return runCommand(deps, ctx, async (command) => {
        const { tx } = command;
        const current = await lockCurrent(command, pdfTemplateId, version);
        const columns = await repo.columnsOf(tx, pdfTemplateId);
        const usedPages = [...columns.map((c) => c.page), current.itemTable?.page ?? 0];
        if (Math.max(...usedPages) > pages.length)
          throw ruleRefused('FIELDS_OFF_FORM', say(ctx, m.FIELDS_OFF_FORM));
        const fileId = randomUUID();
        const fileName = cleanOriginalName(received.originalName);
        await deps.files.put(tx, {
          fileId,
          ownerCustomerCode: current.customerCode,
          purpose: 'PDF_TEMPLATE_FORM',
          originalName: fileName,
          downloadName: downloadNameOf('PDF_TEMPLATE_FORM', fileId, 'pdf'),
          contentType: 'application/pdf',
          content: Buffer.from(rewritten),
          createBy: ctx.actor,
        });
        const layout = await checkLayout(tx, ctx, pages, layoutOf(columns), current.itemTable);
        const saved = await saveLayout(command, current, layout, { formFileId: fileId, fileName, pages });
        if (current.formFileId) await deps.files.delete(tx, current.formFileId);
        return saved;
      });
    },

    /** The whole layout, all or nothing, over the version the designer read. */
    saveColumns(ctx: ServiceContext, body: SavePdfInputColumnRequest): Promise<PdfTemplateDetail> {
      return runCommand(deps, ctx, async (command) => {
        const current = await lockCurrent(command, body.pdfTemplateId, body.version);
        const layout = await checkLayout(command.tx, ctx, current.pages, body.columns, body.itemTable);
        return saveLayout(command, current, layout);
      });
    },

    deleteColumn(ctx: ServiceContext, body: DeletePdfInputColumnRequest): Promise<PdfTemplateDetail> {
      return runCommand(deps, ctx, async (command) => {
        const { tx } = command;
        const current = await lockCurrent(command, body.pdfTemplateId, body.version);
        const before = toDetail(current, await repo.columnsOf(tx, current.pdfTemplateId));
        if (!(await repo.deleteColumn(tx, body.pdfTemplateId, body.pdfInputColumnId))) throw notFound();
        assertKeepsFields(ctx, current, before.columns.length - 1);
        await repo.updateTemplate(tx, body.pdfTemplateId, {}, ctx.actor);
        return auditedDetail(command, body.pdfTemplateId, before);
      });
    },
  };
}
