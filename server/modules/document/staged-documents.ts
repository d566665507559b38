// An import's documents before they are made (the review before approval, issue 28): the drafts
// the generation will make from the staged rows, with the numbers issued meanwhile failing as
// generation fails them, and whether they will be signed — computed, never stored. Their PDF:
// staged-preview.ts.
import type { AppDeps } from '../../deps';
import { hasEtaxMessage } from '../../etax/xml/build-xml';
import { buildDocuments, defaultVatRate, type DocumentDraft } from './build-documents';
import * as repo from './generation-repository';

export type StagedUpload = Pick<
  repo.GenerationUpload,
  'uploadId' | 'customerCode' | 'branchCode' | 'uploadType' | 'documentType'
>;

/** The documents the generation will make of the upload, in file order, each failed as it will be. */
export async function stagedDrafts(deps: AppDeps, upload: StagedUpload): Promise<DocumentDraft[]> {
  const rows = await repo.uploadRows(deps.db, upload.uploadId);
  const drafts = buildDocuments(rows, defaultVatRate(upload.uploadType));
  const taken = await repo.numbersTaken(
    deps.db,
    upload,
    drafts.filter((draft) => !draft.failure).map((draft) => draft.documentNo),
  );
  return drafts.map((draft): DocumentDraft => {
    if (draft.failure || !taken.has(draft.documentNo)) return draft;
    return { ...draft, failure: { code: 'NUMBER_TAKEN', params: { documentNo: draft.documentNo } } };
  });
}

/** E-TAX documents that will be made unsigned: no certificate or an expired one (loadSigner). */
export async function willBeUnsigned(deps: AppDeps, upload: StagedUpload): Promise<boolean> {
  if (upload.uploadType !== 'ETAX' || !hasEtaxMessage(upload.documentType)) return false;
  if ((await repo.deliverySettings(deps.db, upload.customerCode)).mode === 'TIME_STAMP') return false;
  const certificate = await repo.findCertificate(deps.db, upload.customerCode);
  return !certificate || certificate.notAfter.getTime() <= Date.now();
}
