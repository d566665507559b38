// Reading imports: the search, one upload with its history and the steps the caller may take,
// its staged rows with their errors, and the error report.
import type {
  CustomerUpload,
  CustomerUploadDetail,
  SearchCustomerUploadRequest,
  SearchStagedRowsRequest,
  StagedRow,
} from '../../../contract/customer-upload';
import type { SearchBody } from '../../../contract/envelope';
import type { ServiceContext } from '../../command/context';
import type { AppDeps } from '../../deps';
import { pagingOf, searchAnswer, searchResult } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { templateForImport } from '../upload-template/service';
import { toHistoryEntry, toStagedRow, toUpload } from './answers';
import { errorReport, type ErrorReport } from './error-report';
import * as repo from './repository';
import { allowedActions, uploadScope } from './upload-scope';

export function createReadService(deps: AppDeps) {
  const db = deps.db;

  async function reachable(ctx: ServiceContext, uploadId: number): Promise<repo.UploadRecord> {
    const record = await repo.findUpload(db, uploadId, await uploadScope(db, ctx));
    if (!record) throw notFound();
    return record;
  }

  return {
    async search(
      ctx: ServiceContext,
      body: SearchCustomerUploadRequest,
    ): Promise<SearchBody<CustomerUpload>> {
      const found = await repo.searchUploads(db, await uploadScope(db, ctx), body);
      return searchAnswer(body, found, (record) => toUpload(record, allowedActions(ctx, record)));
    },

    async detail(ctx: ServiceContext, uploadId: number): Promise<CustomerUploadDetail> {
      const record = await reachable(ctx, uploadId);
      const [history, documents] = await Promise.all([
        repo.historyOf(db, uploadId),
        repo.documentCounts(db, uploadId),
      ]);
      return {
        ...toUpload(record, allowedActions(ctx, record)),
        fileId: record.fileId,
        rejectReason: record.rejectReason,
        history: history.map(toHistoryEntry),
        documentCount: documents.generated,
        documentTotal: record.documentTotal,
        failedDocumentCount: documents.failed,
        failReason: record.failReason,
      };
    },

    async stagedRows(ctx: ServiceContext, body: SearchStagedRowsRequest): Promise<SearchBody<StagedRow>> {
      await reachable(ctx, body.uploadId);
      const { page, size, offset } = pagingOf(body);
      const { rows, total } = await repo.searchRows(db, body.uploadId, {
        onlyErrors: body.onlyErrors ?? false,
        size,
        offset,
        sortDir: body.sortDir ?? 'asc',
      });
      return searchResult(
        rows.map((row) => toStagedRow(row, ctx.language)),
        page,
        size,
        total,
      );
    },

    /** The rows in the template's layout and file type (.xlsx or CSV) with an added error column. */
    async errorReport(ctx: ServiceContext, uploadId: number): Promise<ErrorReport> {
      const upload = await reachable(ctx, uploadId);
      // The template as it is now (an inactive one still describes its old uploads).
      const template = await templateForImport(db, upload.customerCode, upload.templateCode, {
        activeOnly: false,
      });
      const rows = await repo.allRows(db, uploadId);
      return errorReport({
        uploadId,
        kind: template?.templateType === 'CSV' ? 'CSV' : 'XLSX',
        startRow: template?.startRow ?? 2,
        columns: template?.columns ?? [],
        rows,
        language: ctx.language,
      });
    },
  };
}
