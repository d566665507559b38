/** Why a file could not become rows: the upload answers 415 (WRONG_TYPE) or 422 (the others). */
export type FileReadProblem = 'WRONG_TYPE' | 'UNREADABLE' | 'TOO_MANY_ROWS';

export class FileReadError extends Error {
  constructor(
    readonly reason: FileReadProblem,
    readonly detail: { limit?: number } = {},
  ) {
    super(`file not read: ${reason}`);
    this.name = 'FileReadError';
  }
}
