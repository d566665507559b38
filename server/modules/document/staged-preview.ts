// The PDF of an import's document before approval (issue 28): the draft generation will make,
// rendered by generation's own path with the customer's template and the number the rows give —
// no number issued, nothing stored. Here, not in the upload module: generation lives here, and it
// reads the upload module's service (the upload's reach), never the other way round.
import type { ServiceContext } from '../../command/context';
import type { AppDeps } from '../../deps';
import { notFound, ruleRefused } from '../../http/errors';
import { say } from '../../http/language';
import { createReadService, uploadMessages } from '../customer-upload/service';
import { loadPdfIssuer, renderPdf } from './generation';
import { stagedDrafts } from './staged-documents';

export function createStagedPreview(deps: AppDeps) {
  const uploads = createReadService(deps);
  /** Document `index` (1-based, file order) of the upload: 404 past the last or out of reach. */
  return async (ctx: ServiceContext, uploadId: number, index: number) => {
    const upload = await uploads.detail(ctx, uploadId);
    const draft = (await stagedDrafts(deps, upload))[index - 1];
    if (!draft) throw notFound();
    if (draft.failure) throw ruleRefused('DOCUMENT_FAILS', say(ctx, uploadMessages.previewFails));
    const { issuer } = await loadPdfIssuer(deps, upload);
    const content = await renderPdf(draft, issuer);
    return { content: Buffer.from(content), fileName: `${draft.documentNo}.pdf` };
  };
}
