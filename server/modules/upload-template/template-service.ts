// Upload templates: search, the ACTIVE ones of a customer, one with its columns, create, update.
// A CUSTOMER token reads its own customer's ACTIVE templates only; another's is "not found".
import type {
  CreateUploadTemplateRequest,
  ListTemplateByCustomerRequest,
  SearchUploadTemplateRequest,
  UpdateUploadTemplateRequest,
  UploadTemplate,
  UploadTemplateDetail,
} from '../../../contract/upload-template';
import type { SearchBody } from '../../../contract/envelope';
import type { ServiceContext } from '../../command/context';
import { runCommand, type Command } from '../../command/run-command';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../deps';
import { oneCustomerScope } from '../../http/customer-scope';
import { pagingOf, searchResult } from '../../http/envelope';
import { notFound, validationFailed } from '../../http/errors';
import { say } from '../../http/language';
import { assertCustomerDocumentType } from '../../validation/customer-document-type';
import { fieldText } from '../../validation/messages';
import { optionalText } from '../../validation/text-fields';
import { toColumn, toOption, toTemplate } from './answers';
import { assertActivatable } from './column-rules';
import * as repo from './repository';
import { sampleFile, type SampleFile } from './sample-file';

/** What the caller may read: a CUSTOMER token its own customer's ACTIVE templates. */
export function templateScope(ctx: ServiceContext): repo.TemplateScope {
  const principal = ctx.principal;
  return principal?.role === 'CUSTOMER' ? { customerCode: principal.customerCode, activeOnly: true } : {};
}

function valuesOf(body: Omit<CreateUploadTemplateRequest, 'customerCode'>): repo.TemplateValues {
  return {
    templateName: body.templateName.trim(),
    templateType: body.templateType,
    uploadType: body.uploadType,
    documentType: body.documentType,
    templateStatus: body.templateStatus,
    startRow: body.startRow ?? 2,
    fileName: optionalText(body.fileName),
  };
}

/** An ACTIVE template passes the activation rule with its live columns and their options. */
export async function assertActiveTemplateComplete(
  { tx, ctx }: Pick<Command, 'tx' | 'ctx'>,
  template: { uploadType: string; documentType: string; templateStatus: string },
  columns: readonly repo.ColumnRecord[],
): Promise<void> {
  if (template.templateStatus !== 'ACTIVE') return;
  const options = await repo.liveOptions(
    tx,
    columns.map((c) => c.inputColumnId),
  );
  assertActivatable(
    ctx,
    template,
    columns,
    (index) => options.filter((o) => o.inputColumnId === columns[index]!.inputColumnId).length,
  );
}

export function createTemplateService(deps: AppDeps) {
  const db = deps.db;

  async function detail(
    tx: Db,
    templateCode: string,
    scope: repo.TemplateScope,
  ): Promise<UploadTemplateDetail> {
    const record = await repo.findTemplate(tx, templateCode, scope);
    if (!record) throw notFound();
    const columns = await repo.liveColumns(tx, templateCode);
    return { ...toTemplate(record), columns: columns.map(toColumn) };
  }

  return {
    async search(
      ctx: ServiceContext,
      body: SearchUploadTemplateRequest,
    ): Promise<SearchBody<UploadTemplate>> {
      const { page, size } = pagingOf(body);
      const { rows, total } = await repo.searchTemplates(db, templateScope(ctx), body);
      return searchResult(rows.map(toTemplate), page, size, total);
    },

    async listByCustomer(
      ctx: ServiceContext,
      body: ListTemplateByCustomerRequest,
    ): Promise<UploadTemplate[]> {
      const rows = await repo.activeTemplates(db, oneCustomerScope(ctx, body.customerCode), body);
      return rows.map(toTemplate);
    },

    getByCode(ctx: ServiceContext, templateCode: string): Promise<UploadTemplateDetail> {
      return detail(db, templateCode, templateScope(ctx));
    },

    /** The sample file customers fill in (a CUSTOMER token: of its own ACTIVE templates). */
    async sample(ctx: ServiceContext, templateCode: string): Promise<SampleFile> {
      const { columns, ...template } = await detail(db, templateCode, templateScope(ctx));
      const options = (
        await repo.liveOptions(
          db,
          columns.map((c) => c.inputColumnId),
        )
      ).map(toOption);
      return sampleFile(template, columns, (column) =>
        options.filter((o) => o.inputColumnId === column.inputColumnId),
      );
    },

    /** A new template has no columns: an E-TAX one can only start INACTIVE (422 otherwise). */
    async create(ctx: ServiceContext, body: CreateUploadTemplateRequest): Promise<UploadTemplateDetail> {
      const customerCode = oneCustomerScope(ctx, body.customerCode);
      return runCommand(deps, ctx, async (command) => {
        const { tx, audit } = command;
        await assertCustomerDocumentType(tx, ctx, customerCode, body.documentType);
        const values = valuesOf(body);
        await assertActiveTemplateComplete(command, values, []);
        const templateCode = await repo.insertTemplate(tx, customerCode, values, ctx.actor);
        const created = await detail(tx, templateCode, {});
        await audit({ action: 'CREATE', entity: 'upload_template', entityId: templateCode, after: created });
        return created;
      });
    },

    async update(ctx: ServiceContext, body: UpdateUploadTemplateRequest): Promise<UploadTemplateDetail> {
      return runCommand(deps, ctx, async (command) => {
        const { tx, audit, assertVersion } = command;
        const current = await repo.findTemplate(tx, body.templateCode, {}, true);
        if (!current) throw notFound();
        if (body.customerCode !== undefined && body.customerCode !== current.customerCode) {
          throw validationFailed([{ key: 'customerCode', description: say(ctx, fieldText.codeImmutable) }]);
        }
        assertVersion(current.version, body.version);
        await assertCustomerDocumentType(tx, ctx, current.customerCode, body.documentType);
        const values = valuesOf(body);
        await assertActiveTemplateComplete(command, values, await repo.liveColumns(tx, body.templateCode));
        await repo.updateTemplate(tx, body.templateCode, values, ctx.actor);
        const updated = await detail(tx, body.templateCode, {});
        await audit({
          action: 'UPDATE',
          entity: 'upload_template',
          entityId: body.templateCode,
          before: toTemplate(current),
          after: updated,
        });
        return updated;
      });
    },
  };
}
