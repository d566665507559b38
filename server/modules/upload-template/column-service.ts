// Input columns of a template and the options of its dropdown columns (ADMIN edits; a CUSTOMER
// token reads those of its own ACTIVE templates). Every change checks the whole resulting set of
// columns, bumps the template's version and, on an ACTIVE template, keeps it activatable — all in
// one transaction: one bad column and nothing is stored.
import type {
  CreateInputColumnOptionRequest,
  CreateInputColumnRequest,
  CreateListInputColumnRequest,
  InputColumn,
  InputColumnOption,
  UpdateInputColumnOptionRequest,
  UpdateInputColumnRequest,
  UpdateListInputColumnRequest,
} from '../../../contract/upload-template';
import type { ServiceContext } from '../../command/context';
import { runCommand, type Command } from '../../command/run-command';
import type { AppDeps } from '../../deps';
import { conflict, notFound, validationFailed } from '../../http/errors';
import { say } from '../../http/language';
import { toColumn, toOption } from './answers';
import { assertColumns } from './column-rules';
import { templateText } from './messages';
import * as repo from './repository';
import { assertActiveTemplateComplete, templateScope } from './template-service';

type ColumnFields = Omit<CreateInputColumnRequest, 'templateCode'>;

function valuesOf(body: ColumnFields, index: number): repo.ColumnValues {
  return {
    columnName: body.columnName.trim(),
    dataTypeKey: body.dataTypeKey,
    inputCol: body.inputCol,
    inputType: body.inputType,
    inputControlType: body.inputControlType,
    required: body.required,
    maxLength: body.maxLength ?? null,
    seq: body.seq ?? index + 1,
  };
}

/** One planned write of a column save: a new column, or a change of a stored one. */
type Planned = { values: repo.ColumnValues; current?: repo.ColumnRecord };

export function createColumnService(deps: AppDeps) {
  const db = deps.db;

  /** The template's live columns, readable by the caller (404 otherwise). */
  async function readableColumns(ctx: ServiceContext, templateCode: string) {
    const template = await repo.findTemplate(db, templateCode, templateScope(ctx));
    if (!template) throw notFound();
    return repo.liveColumns(db, templateCode);
  }

  /**
   * Saves `planned` (in this order) as the template's whole set of live columns: the others are
   * deleted. Checks the set first (`keyOf` names a detail), answers the new list.
   */
  async function saveColumnSet(
    command: Command,
    templateCode: string,
    planned: Planned[],
    keyOf: (index: number, field: string) => string,
    templateVersion?: number,
  ): Promise<InputColumn[]> {
    const { tx, ctx, audit, assertVersion } = command;
    const template = await lockTemplate(command, templateCode);
    if (templateVersion !== undefined) assertVersion(template.version, templateVersion);
    const details = await assertColumns(
      tx,
      ctx,
      planned.map((p) => p.values),
      keyOf,
    );
    if (details.length) throw validationFailed(details);

    const before = await repo.liveColumns(tx, templateCode, true);
    const kept = new Set(planned.flatMap((p) => (p.current ? [p.current.inputColumnId] : [])));
    await repo.setAside(
      tx,
      before.map((c) => c.inputColumnId),
    );
    for (const p of planned) {
      if (p.current)
        await repo.updateColumn(tx, p.current.inputColumnId, { ...p.values, status: 'ACTIVE' }, ctx.actor);
      else await repo.insertColumn(tx, templateCode, p.values, ctx.actor);
    }
    const deleted = before.filter((c) => !kept.has(c.inputColumnId));
    for (const column of deleted)
      await repo.updateColumn(tx, column.inputColumnId, { status: 'DELETE' }, ctx.actor);

    const after = await repo.liveColumns(tx, templateCode);
    await assertActiveTemplateComplete(command, template, after);
    await repo.updateTemplate(tx, templateCode, {}, ctx.actor);
    await audit({
      action: 'UPDATE',
      entity: 'input_column',
      entityId: templateCode,
      before: before.map(toColumn),
      after: after.map(toColumn),
    });
    return after.map(toColumn);
  }

  /** The template, locked first by every change of its columns or options (one lock order). */
  async function lockTemplate(command: Command, templateCode: string) {
    const template = await repo.findTemplate(command.tx, templateCode, {}, true);
    if (!template) throw notFound();
    return template;
  }

  /** The stored column (of `templateCode` when given), locked, at the version the caller read. */
  async function currentColumn(
    command: Command,
    inputColumnId: number,
    version: number,
    templateCode?: string,
  ) {
    const current = await repo.findColumn(command.tx, inputColumnId, true);
    if (!current || (templateCode !== undefined && current.templateCode !== templateCode)) return undefined;
    command.assertVersion(current.version, version);
    return current;
  }

  /** The options' column, locked with its template, and the template when it is ACTIVE. */
  async function optionColumn(command: Command, inputColumnId: number) {
    const found = await repo.findColumn(command.tx, inputColumnId);
    if (!found) throw notFound();
    const template = await lockTemplate(command, found.templateCode);
    const column = await repo.findColumn(command.tx, inputColumnId, true);
    if (!column) throw notFound();
    return { column, template };
  }

  return {
    listColumns(ctx: ServiceContext, templateCode: string): Promise<InputColumn[]> {
      return readableColumns(ctx, templateCode).then((columns) => columns.map(toColumn));
    },

    createColumn(ctx: ServiceContext, body: CreateInputColumnRequest): Promise<InputColumn> {
      return runCommand(deps, ctx, async (command) => {
        await lockTemplate(command, body.templateCode);
        const stored = await repo.liveColumns(command.tx, body.templateCode, true);
        const planned: Planned[] = [
          ...stored.map((current) => ({ current, values: current })),
          { values: valuesOf(body, stored.length) },
        ];
        const after = await saveColumnSet(command, body.templateCode, planned, (index, field) =>
          index === stored.length ? field : `columns.${index}.${field}`,
        );
        return after.find((c) => c.inputCol === body.inputCol)!;
      });
    },

    updateColumn(ctx: ServiceContext, body: UpdateInputColumnRequest): Promise<InputColumn> {
      return runCommand(deps, ctx, async (command) => {
        const found = await repo.findColumn(command.tx, body.inputColumnId);
        if (!found) throw notFound();
        await lockTemplate(command, found.templateCode);
        const current = await currentColumn(command, body.inputColumnId, body.version, found.templateCode);
        if (!current) throw notFound();
        const stored = await repo.liveColumns(command.tx, current.templateCode, true);
        const planned = stored.map((c) =>
          c.inputColumnId === current.inputColumnId
            ? { current, values: valuesOf(body, c.seq - 1) }
            : { current: c, values: c },
        );
        const mine = stored.findIndex((c) => c.inputColumnId === current.inputColumnId);
        const after = await saveColumnSet(command, current.templateCode, planned, (index, field) =>
          index === mine ? field : `columns.${index}.${field}`,
        );
        return after.find((c) => c.inputColumnId === current.inputColumnId)!;
      });
    },

    /** Adds columns to the template's (all or nothing). */
    createList(ctx: ServiceContext, body: CreateListInputColumnRequest): Promise<InputColumn[]> {
      return runCommand(deps, ctx, async (command) => {
        await lockTemplate(command, body.templateCode);
        const stored = await repo.liveColumns(command.tx, body.templateCode, true);
        const planned: Planned[] = [
          ...body.columns.map((column, index) => ({ values: valuesOf(column, stored.length + index) })),
          ...stored.map((current) => ({ current, values: current })),
        ];
        return saveColumnSet(command, body.templateCode, planned, (index, field) =>
          index < body.columns.length
            ? `columns.${index}.${field}`
            : `stored.${index - body.columns.length}.${field}`,
        );
      });
    },

    /** Replaces the template's columns with the list (all or nothing); see the contract. */
    updateList(ctx: ServiceContext, body: UpdateListInputColumnRequest): Promise<InputColumn[]> {
      return runCommand(deps, ctx, async (command) => {
        await lockTemplate(command, body.templateCode);
        const planned: Planned[] = [];
        for (const [index, column] of body.columns.entries()) {
          if (column.inputColumnId === undefined) {
            planned.push({ values: valuesOf(column, index) });
            continue;
          }
          if (column.version === undefined) {
            throw validationFailed([
              { key: `columns.${index}.version`, description: say(ctx, templateText.versionRequired) },
            ]);
          }
          const current = await currentColumn(
            command,
            column.inputColumnId,
            column.version,
            body.templateCode,
          );
          if (!current) {
            throw validationFailed([
              {
                key: `columns.${index}.inputColumnId`,
                description: say(ctx, templateText.columnOfAnotherTemplate),
              },
            ]);
          }
          planned.push({ current, values: valuesOf(column, index) });
        }
        return saveColumnSet(
          command,
          body.templateCode,
          planned,
          (index, field) => `columns.${index}.${field}`,
          body.templateVersion,
        );
      });
    },

    async listOptions(ctx: ServiceContext, inputColumnId: number): Promise<InputColumnOption[]> {
      const column = await repo.findColumn(db, inputColumnId);
      if (!column) throw notFound();
      await readableColumns(ctx, column.templateCode);
      return (await repo.liveOptions(db, [inputColumnId])).map(toOption);
    },

    createOption(ctx: ServiceContext, body: CreateInputColumnOptionRequest): Promise<InputColumnOption> {
      return runCommand(deps, ctx, async (command) => {
        const { column } = await optionColumn(command, body.inputColumnId);
        const count = (await repo.liveOptions(command.tx, [column.inputColumnId])).length;
        const values = {
          optionValue: body.optionValue.trim(),
          optionLabel: body.optionLabel.trim(),
          seq: body.seq ?? count + 1,
        };
        const record = await repo.insertOption(command.tx, column.inputColumnId, values, ctx.actor);
        if (!record) throw conflict('OPTION_DUPLICATE', say(ctx, templateText.OPTION_DUPLICATE));
        await repo.updateTemplate(command.tx, column.templateCode, {}, ctx.actor);
        await command.audit({
          action: 'CREATE',
          entity: 'input_column_option',
          entityId: String(record.optionId),
          after: record,
        });
        return toOption(record);
      });
    },

    /** Changes an option, or deletes it (`deleted: true`) unless an ACTIVE template needs it. */
    updateOption(ctx: ServiceContext, body: UpdateInputColumnOptionRequest): Promise<InputColumnOption> {
      return runCommand(deps, ctx, async (command) => {
        const current = await repo.findOption(command.tx, body.optionId, true);
        if (!current) throw notFound();
        const { column, template } = await optionColumn(command, current.inputColumnId);
        command.assertVersion(current.version, body.version);
        const values = {
          optionValue: body.optionValue.trim(),
          optionLabel: body.optionLabel.trim(),
          seq: body.seq ?? current.seq,
        };
        if (
          !body.deleted &&
          (await repo.optionValueTaken(
            command.tx,
            column.inputColumnId,
            values.optionValue,
            current.optionId,
          ))
        ) {
          throw conflict('OPTION_DUPLICATE', say(ctx, templateText.OPTION_DUPLICATE));
        }
        const record = await repo.updateOption(
          command.tx,
          current.optionId,
          body.deleted ? { status: 'DELETE' } : values,
          ctx.actor,
        );
        await assertActiveTemplateComplete(
          command,
          template,
          await repo.liveColumns(command.tx, template.templateCode),
        );
        await repo.updateTemplate(command.tx, template.templateCode, {}, ctx.actor);
        await command.audit({
          action: body.deleted ? 'DELETE' : 'UPDATE',
          entity: 'input_column_option',
          entityId: String(record.optionId),
          before: current,
          after: record,
        });
        return toOption(record);
      });
    },
  };
}
