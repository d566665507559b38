// A document's PDF page as an image for the document page (contract previewPage). Rendering costs
// ~70–90 ms of CPU a page; the bytes under a file id never change, so the last pages shown are
// kept in memory (CACHES.pageImages) and a second look costs nothing.
import type { PreviewPage } from '../../../contract/document';
import { CACHES, Cache } from '../../cache/caches';
import type { AppDeps } from '../../deps';
import { notFound } from '../../http/errors';
import { pagePicture } from '../../pdf/page-image';

export function createPagePreview(deps: AppDeps) {
  const kept = new Cache<Promise<PreviewPage>>(CACHES.pageImages);

  return async function previewPage(pdfFileId: string | null, page: number): Promise<PreviewPage> {
    if (!pdfFileId) throw notFound();
    return kept.keep(`${pdfFileId}:${page}`, async () => {
      const pdf = await deps.files.bytes(pdfFileId);
      if (!pdf) throw notFound();
      return pagePicture(pdf, page);
    });
  };
}
