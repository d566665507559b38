// What a template makes (docs/pdf-templates.md): the form's page as a picture for the designer,
// a preview PDF (sample or given values, the saved or an unsaved layout), a stored PDF, and a
// collection (one merged PDF or a zip) — over COLLECTION_AT_ONCE rows made by a job with progress.
import { randomUUID } from 'node:crypto';
import JSZip from 'jszip';
import {
  COLLECTION_AT_ONCE,
  type CollectionIdRequest,
  type GenerateCollectionRequest,
  type GeneratedPdf,
  type GenerateImageRequest,
  type GeneratePdfRequest,
  type PdfCollection,
  type PreviewPdfRequest,
  type TemplateData,
  type TemplatePageImage,
} from '../../../contract/pdf-template';
import type { ServiceContext } from '../../command/context';
import { runCommand } from '../../command/run-command';
import type { Db } from '../../db/client';
import { placeNames } from '../../db/place-names';
import type { AppDeps } from '../../deps';
import { downloadNameOf } from '../../files/file-names';
import { notFound, ruleRefused } from '../../http/errors';
import { say } from '../../http/language';
import type { JobRun } from '../../jobs/job-runner';
import { PDF_COLLECTION_JOB } from '../../jobs/job-types';
import { addressText } from '../../pdf/address-text';
import type { FilledMetadata, TemplateLayout, TemplateValues } from '../../pdf/template/fill-template';
import { templateLayout } from './active-template';
import { toCollection } from './answers';
import { formPageImage, loadFiller, loadForm } from './form-cache';
import { checkLayout } from './layout-rules';
import { pdfTemplateText as m } from './messages';
import * as repo from './repository';
import { sampleValues } from './sample-values';

const valuesOf = (data: TemplateData): TemplateValues => ({
  fields: data.fields ?? {},
  lines: data.lines ?? [],
});

/** A file name for people (the stored download name is the server's own). */
function readableName(text: string | undefined, fallback: string): string {
  const cleaned = (text ?? '').replace(/[^\p{L}\p{M}\p{N}._-]+/gu, '_').slice(0, 80);
  return cleaned || fallback;
}

export function createOutputService(deps: AppDeps) {
  const db = deps.db;

  /** The template with its fields; a template without its form cannot make anything yet. */
  async function templateWithForm(ctx: ServiceContext, tx: Db, pdfTemplateId: number) {
    const record = await repo.findTemplate(tx, pdfTemplateId);
    if (!record) throw notFound();
    if (!record.formFileId) throw ruleRefused('FORM_REQUIRED', say(ctx, m.FORM_REQUIRED));
    const columns = await repo.columnsOf(tx, pdfTemplateId);
    return { record, formFileId: record.formFileId, layout: templateLayout(record, columns) };
  }

  async function sellerOf(customerCode: string) {
    const seller = await repo.customerSeller(db, customerCode);
    if (!seller) throw notFound();
    const address = seller.address ? addressText(seller.address, await placeNames(db, seller.address)) : '';
    return { name: seller.name, taxId: seller.taxId, address };
  }

  async function fillOne(
    formFileId: string,
    layout: TemplateLayout,
    values: TemplateValues,
    metadata: FilledMetadata,
  ) {
    const { renderTemplatePdf } = await loadFiller();
    return renderTemplatePdf(await loadForm(deps.files, formFileId), layout, values, metadata);
  }

  /** Every row filled into one PDF, or each into its own PDF inside a zip. */
  async function fillMany(
    template: { formFileId: string; layout: TemplateLayout; record: repo.TemplateRecord },
    rows: readonly TemplateData[],
    output: 'PDF' | 'ZIP',
    progress: (done: number) => Promise<void>,
  ): Promise<Buffer> {
    const form = await loadForm(deps.files, template.formFileId);
    const { renderTemplatePdf, TemplateWriter } = await loadFiller();
    const title = { title: template.record.templateName, author: template.record.customerName };
    if (output === 'PDF') {
      const writer = await TemplateWriter.create(title);
      for (let i = 0; i < rows.length; i++) {
        await writer.fill(form, template.layout, valuesOf(rows[i]!));
        await progress(i + 1);
      }
      return Buffer.from(await writer.save());
    }
    const zip = new JSZip();
    for (let i = 0; i < rows.length; i++) {
      const values = valuesOf(rows[i]!);
      const pdf = await renderTemplatePdf(form, template.layout, values, title);
      const name = `${String(i + 1).padStart(4, '0')}-${readableName(values.fields.DOCUMENT_NO, 'document')}.pdf`;
      zip.file(name, pdf, { compression: 'STORE' });
      await progress(i + 1);
    }
    return zip.generateAsync({ type: 'nodebuffer', compression: 'STORE' });
  }

  /** Stores a collection's file and marks it COMPLETED (one transaction, while `held`). */
  async function completeCollection(
    ctx: ServiceContext,
    collection: repo.CollectionRecord,
    content: Buffer,
    held: JobRun['assertHeld'] = () => Promise.resolve(),
  ) {
    return runCommand(deps, ctx, async ({ tx, audit }) => {
      await held(tx);
      const fileId = randomUUID();
      const extension = collection.output === 'PDF' ? 'pdf' : 'zip';
      await deps.files.put(tx, {
        fileId,
        ownerCustomerCode: collection.customerCode,
        purpose: 'PDF_TEMPLATE_OUTPUT',
        originalName: `collection-${collection.collectionId}.${extension}`,
        downloadName: downloadNameOf('PDF_TEMPLATE_OUTPUT', fileId, extension),
        contentType: collection.output === 'PDF' ? 'application/pdf' : 'application/zip',
        content,
        createBy: ctx.actor,
      });
      await repo.updateCollection(tx, collection.collectionId, {
        status: 'COMPLETED',
        done: collection.total,
        fileId,
        rows: null,
      });
      await audit({
        action: 'GENERATE',
        entity: 'pdf_collection',
        entityId: String(collection.collectionId),
        after: { status: 'COMPLETED', fileId, total: collection.total },
      });
    });
  }

  async function collectionAnswer(collectionId: number): Promise<PdfCollection> {
    const record = await repo.findCollection(db, collectionId);
    if (!record) throw notFound();
    const info = record.fileId ? await deps.files.info(record.fileId) : undefined;
    return toCollection(record, info?.downloadName ?? null);
  }

  /**
   * The job's work: fills the rows, telling the progress every few documents; it stops when
   * another worker has taken the job over (docs/jobs.md), and stores nothing then.
   */
  async function makeCollection(
    ctx: ServiceContext,
    collectionId: number,
    run: Pick<JobRun, 'lastAttempt' | 'signal' | 'assertHeld'>,
  ) {
    const collection = await repo.findCollection(db, collectionId);
    if (!collection || collection.status !== 'PROCESSING') return;
    try {
      const template = await templateWithForm(ctx, db, collection.pdfTemplateId);
      const rows = (collection.rows ?? []) as TemplateData[];
      const content = await fillMany(template, rows, collection.output, async (done) => {
        run.signal.throwIfAborted();
        if (done % 10 === 0) await repo.updateCollection(db, collectionId, { done });
      });
      await completeCollection(ctx, collection, content, run.assertHeld);
    } catch (error) {
      if (run.lastAttempt && !run.signal.aborted)
        await repo.updateCollection(db, collectionId, { status: 'FAILED', rows: null });
      throw error;
    }
  }

  return {
    /** One page of the form as a PNG (a page past the last answers the last). */
    async image(body: GenerateImageRequest): Promise<TemplatePageImage> {
      const record = await repo.findTemplate(db, body.pdfTemplateId);
      if (!record) throw notFound();
      const formFileId = record.formFileId;
      if (!formFileId) throw notFound();
      return formPageImage(deps.files, formFileId, Math.min(body.page, record.pages.length));
    },

    /** The filled form as PDF bytes: sample values unless data is given, the sent layout if any. */
    async preview(ctx: ServiceContext, body: PreviewPdfRequest): Promise<Buffer> {
      const { record, formFileId, layout } = await templateWithForm(ctx, db, body.pdfTemplateId);
      const sent = body.columns
        ? await checkLayout(db, ctx, record.pages, body.columns, body.itemTable)
        : undefined;
      const used = sent ? { pages: record.pages, fields: sent.columns, itemTable: sent.itemTable } : layout;
      const values = body.data
        ? valuesOf(body.data)
        : sampleValues(await sellerOf(record.customerCode), record.documentType);
      const pdf = await fillOne(formFileId, used, values, {
        title: record.templateName,
        author: record.customerName,
      });
      return Buffer.from(pdf);
    },

    /** The filled form stored as a file of the template's customer. */
    async generate(ctx: ServiceContext, body: GeneratePdfRequest): Promise<GeneratedPdf> {
      const { record, formFileId, layout } = await templateWithForm(ctx, db, body.pdfTemplateId);
      const values = valuesOf(body.data);
      const documentNo = values.fields.DOCUMENT_NO;
      const { TemplateWriter } = await loadFiller();
      const writer = await TemplateWriter.create({
        title: [record.templateName, documentNo].filter(Boolean).join(' '),
        author: record.customerName,
      });
      const pageCount = await writer.fill(await loadForm(deps.files, formFileId), layout, values);
      const pdf = Buffer.from(await writer.save());
      return runCommand(deps, ctx, async ({ tx, audit }) => {
        const fileId = randomUUID();
        const downloadName = downloadNameOf('PDF_TEMPLATE_OUTPUT', fileId, 'pdf');
        await deps.files.put(tx, {
          fileId,
          ownerCustomerCode: record.customerCode,
          purpose: 'PDF_TEMPLATE_OUTPUT',
          originalName: `${readableName(documentNo, 'document')}.pdf`,
          downloadName,
          contentType: 'application/pdf',
          content: pdf,
          createBy: ctx.actor,
        });
        await audit({
          action: 'GENERATE',
          entity: 'pdf_template',
          entityId: String(record.pdfTemplateId),
          after: { fileId, documentNo: documentNo ?? null },
        });
        return { fileId, fileName: downloadName, pageCount };
      });
    },

    /** Up to COLLECTION_AT_ONCE rows are made now; more are queued (PROCESSING) for the job. */
    async collection(ctx: ServiceContext, body: GenerateCollectionRequest): Promise<PdfCollection> {
      const template = await templateWithForm(ctx, db, body.pdfTemplateId);
      const atOnce = body.rows.length <= COLLECTION_AT_ONCE;
      const collection = await runCommand(deps, ctx, async ({ tx, audit, enqueueJob }) => {
        const record = await repo.insertCollection(
          tx,
          {
            pdfTemplateId: body.pdfTemplateId,
            customerCode: template.record.customerCode,
            output: body.output,
            status: 'PROCESSING',
            total: body.rows.length,
            rows: body.rows,
          },
          ctx.actor,
        );
        await audit({
          action: 'CREATE',
          entity: 'pdf_collection',
          entityId: String(record.collectionId),
          after: { pdfTemplateId: body.pdfTemplateId, output: body.output, total: body.rows.length },
        });
        if (!atOnce) await enqueueJob(PDF_COLLECTION_JOB, { collectionId: record.collectionId });
        return record;
      });
      if (atOnce) {
        const content = await fillMany(template, body.rows, body.output, () => Promise.resolve());
        await completeCollection(ctx, collection, content);
      }
      return collectionAnswer(collection.collectionId);
    },

    getCollection(body: CollectionIdRequest): Promise<PdfCollection> {
      return collectionAnswer(body.collectionId);
    },

    /** The job's work for one collection (registered in routes.ts). */
    makeCollection,
  };
}
