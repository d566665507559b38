// Records as the contract answers them.
import type {
  CustomerUpload,
  StagedRow,
  UploadAction,
  UploadHistoryEntry,
  UploadResult,
} from '../../../contract/customer-upload';
import type { Language } from '../../http/language';
import { toApiTime } from '../../http/time';
import type { HistoryRecord, RowRecord, UploadRecord, UploadStored } from './repository';
import { describeProblem } from './row-rules';

const apiTime = (date: Date | null) => (date ? toApiTime(date) : null);

export function toUploadResult(record: UploadStored): UploadResult {
  return {
    uploadId: record.uploadId,
    fileName: record.fileName,
    fileSize: record.fileSize,
    totalRows: record.totalRows,
    validRows: record.validRows,
    errorRows: record.errorRows,
    status: record.status,
  };
}

/** A search row or the head of the detail, with the steps the caller may take on it now. */
export function toUpload(record: UploadRecord, actions: UploadAction[]): CustomerUpload {
  return {
    ...toUploadResult(record),
    uploadType: record.uploadType,
    customerCode: record.customerCode,
    companyName: record.companyName,
    taxId: record.taxId,
    branchCode: record.branchCode,
    branchName: record.branchName,
    templateCode: record.templateCode,
    templateName: record.templateName,
    documentType: record.documentType,
    uploadDtm: toApiTime(record.uploadDtm),
    uploadBy: record.uploadBy,
    userSubmitDtm: apiTime(record.userSubmitDtm),
    userSubmitBy: record.userSubmitBy,
    accountingSubmitDtm: apiTime(record.accountingSubmitDtm),
    accountingSubmitBy: record.accountingSubmitBy,
    version: record.version,
    actions,
  };
}

export function toHistoryEntry(record: HistoryRecord): UploadHistoryEntry {
  return {
    status: record.status,
    action: record.action,
    actionBy: record.actionBy,
    actionRole: record.actionRole,
    actionDtm: toApiTime(record.actionDtm),
    remark: record.remark,
  };
}

/** A staged row with its problems described in the reader's language. */
export function toStagedRow(record: RowRecord, language: Language): StagedRow {
  return {
    rowNo: record.rowNo,
    data: record.data,
    errors: record.problems.map((problem) => ({
      key: problem.key,
      column: problem.column,
      description: describeProblem(problem, language),
    })),
  };
}
