// A document's PDF page as an image for the document page (contract previewPage). Rendering costs
// ~70–90 ms of CPU a page; the bytes under a file id never change, so the last pages shown are
// kept in memory and a second look costs nothing.
import type { PreviewPage } from '../../../contract/document';
import type { AppDeps } from '../../deps';
import { notFound } from '../../http/errors';
import { renderPageImage } from '../../pdf/page-image';

const KEPT_PAGES = 32; // ~100 KB each

export function createPagePreview(deps: AppDeps) {
  const kept = new Map<string, PreviewPage>();

  return async function previewPage(pdfFileId: string | null, page: number): Promise<PreviewPage> {
    if (!pdfFileId) throw notFound();
    const key = `${pdfFileId}:${page}`;
    const hit = kept.get(key);
    if (hit) {
      // Most recently used last: the oldest is the first to go.
      kept.delete(key);
      kept.set(key, hit);
      return hit;
    }
    const pdf = await deps.files.bytes(pdfFileId);
    if (!pdf) throw notFound();
    const image = await renderPageImage(pdf, page);
    const preview: PreviewPage = {
      page: image.page,
      pageCount: image.pageCount,
      width: image.width,
      height: image.height,
      image: `data:image/png;base64,${image.png.toString('base64')}`,
    };
    kept.set(key, preview);
    if (kept.size > KEPT_PAGES) kept.delete(kept.keys().next().value!);
    return preview;
  };
}
