// The route of a list export (docs/exports.md): POST <prefix>/export?format=csv|xlsx takes the
// list's search body, checks the criteria and streams every row the search finds, read in
// keyset batches after the last row's key. Each list says its columns and how to read its rows.
import { exportQuery } from '../../contract/exports';
import type { FromSchema } from '../../contract/schema-kit';
import { contextOf, type ServiceContext } from '../command/context';
import { routeOptions, type Controller, type RoutesApp } from '../http/route-kit';
import type { Text } from '../validation/messages';
import { sendExport, type ExportColumn } from './export-file';
import { keysetBatches } from './keyset';

/** The first `size` rows of the search after the key `after` (from the start when undefined). */
export type RowsAfter<Row, Key> = (after: Key | undefined, size: number) => Promise<Row[]>;

export interface ListExport<Body extends object, Row, Key> {
  /** The full path, `${CUSTOMER_PREFIX}/export`, written where the list's routes are. */
  path: string;
  /** The list's search body schema. */
  body: Body;
  summary: string;
  title: Text;
  columns: readonly ExportColumn<Row>[];
  /** Checks the criteria (throws their failures) and says how to read the rows they find. */
  rowsOf: (
    ctx: ServiceContext,
    criteria: FromSchema<Body>,
  ) => RowsAfter<Row, Key> | Promise<RowsAfter<Row, Key>>;
  keyOf: (row: Row) => Key;
}

/** A list's export as written (its types read off the spec); registered by registerListExport. */
export const listExport = <Body extends object, Row, Key>(list: ListExport<Body, Row, Key>) => list;

export function registerListExport<Body extends object, Row, Key>(
  app: RoutesApp,
  batchRows: number,
  controller: Controller,
  list: ListExport<Body, Row, Key>,
): void {
  app.post(
    list.path,
    routeOptions(controller, { querystring: exportQuery, body: list.body }, list.summary),
    async (request, reply) => {
      const ctx = contextOf(request);
      // Checked against list.body before the handler runs; its type is read where the list is
      // written (rowsOf's criteria), as the provider cannot read a schema not yet known.
      const rowsAfter = await list.rowsOf(ctx, request.body as FromSchema<Body>);
      return sendExport(reply, ctx, request.query.format, {
        title: list.title,
        columns: list.columns,
        batches: keysetBatches(rowsAfter, list.keyOf, batchRows),
      });
    },
  );
}
