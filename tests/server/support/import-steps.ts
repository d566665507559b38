// The two steps of an import as the server tests take them through the API, each answer checked.
import { expect } from 'vitest';
import type { controllerCalls, Row } from './api';
import type { SignedIn } from './auth';
import { uploadFile, xlsxOf, type Cell } from './imports';
import type { TestApp } from './test-app';

/** The steps on `t`, read and taken with the administrator's upload calls `uploads`. */
export function importSteps(t: TestApp, uploads: ReturnType<typeof controllerCalls>) {
  /** `as` user-submits the READY upload `uploadId` (200); the answer is the upload, waiting for accounting. */
  const userSubmits = async (as: SignedIn, uploadId: number): Promise<Row> => {
    const ready = await uploads.dataOf('getCustomerFileUploadById', { uploadId }, as);
    expect(ready.status, JSON.stringify(ready)).toBe('READY');
    const res = await uploads.post('userSubmitFile', { uploadId, version: ready.version }, as);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  return {
    userSubmits,
    /** `as` uploads `rows` with `templateCode` and user-submits them once READY; the answer is the upload, waiting for accounting. */
    userSubmitted: async (as: SignedIn, templateCode: string, rows: Cell[][]): Promise<Row> => {
      const res = await uploadFile(t, as, { file: await xlsxOf(rows), templateCode });
      expect(res.statusCode, res.body).toBe(200);
      return userSubmits(as, res.json().data.uploadId);
    },
    /** `accounting` accounting-submits the user-submitted `upload` (200), and the generation job runs. */
    accountingSubmitted: async (accounting: SignedIn, upload: Row): Promise<void> => {
      const res = await uploads.post(
        'accountingSubmitFile',
        { uploadId: upload.uploadId, version: upload.version },
        accounting,
      );
      expect(res.statusCode, res.body).toBe(200);
      await t.deps.jobs.idle();
    },
  };
}
