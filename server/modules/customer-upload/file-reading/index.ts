// A customer's uploaded file → its data rows, with every defence against hostile files: the type
// from the content, the zip checked before parsing, the rows capped while streaming.
import { FileReadError } from './errors';
import { detectFileKind, type FileKind } from './file-kind';
import { readUploadRows, type ReadOptions, type ReadResult } from './read-rows';

export { columnIndex, columnLetter, MAX_COLUMN_INDEX } from './column-letters';
export { FileReadError, type FileReadProblem } from './errors';
export { decodeText, detectFileKind, type FileKind } from './file-kind';
export type { CellValue } from './cell-value';
export { readUploadRows, type FileRow, type ReadOptions, type ReadResult } from './read-rows';
export { checkWorkbookZip } from './zip-guard';

/**
 * Reads an upload: WRONG_TYPE when it is neither an .xlsx nor a CSV by content, or not the kind
 * the template expects; UNREADABLE when it cannot be parsed (or is a zip bomb); TOO_MANY_ROWS
 * past `maxRows` data rows. The zip guard runs inside readUploadRows for an .xlsx.
 */
export async function readUploadFile(
  content: Buffer,
  options: ReadOptions & { expectedKind?: FileKind },
): Promise<ReadResult & { kind: FileKind }> {
  const kind = detectFileKind(content);
  if (!kind || (options.expectedKind && kind !== options.expectedKind)) throw new FileReadError('WRONG_TYPE');
  const { startRow, maxRows } = options;
  return { ...(await readUploadRows(content, kind, { startRow, maxRows })), kind };
}
