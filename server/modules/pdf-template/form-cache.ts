// A form's bytes never change under its file id (a new form is a new file): the parsed form and
// the pictures of its pages are kept by that id, in this process, for every template using it.
import type { TemplatePageImage } from '../../../contract/pdf-template';
import type { FileStore } from '../../files/file-store';
import { notFound } from '../../http/errors';
import { TtlCache } from '../../http/ttl-cache';
import { lazy } from '../../lazy';
import { renderPageImage } from '../../pdf/page-image';
import type { LoadedForm } from '../../pdf/template/fill-template';

/** The form filler (pdf-lib and the Thai fonts), loaded with the first form used (docs/memory.md). */
export const loadFiller = lazy(() => import('../../pdf/template/fill-template'));

// Parsing a one-page form takes a few ms, drawing a page ~70–90 ms; a page picture is ~100 KB.
// A parsed form holds its streams (a form may be 5 MB, mostly pictures): 8 forms — the templates
// of the imports running at once — keep at most some tens of MB.
const forms = new TtlCache<LoadedForm>(Infinity, 8);
const images = new TtlCache<TemplatePageImage>(Infinity, 32);

async function bytesOf(files: FileStore, formFileId: string): Promise<Buffer> {
  const bytes = await files.bytes(formFileId);
  if (!bytes) throw notFound();
  return bytes;
}

export function loadForm(files: FileStore, formFileId: string): Promise<LoadedForm> {
  return forms.get(formFileId, async () => {
    const { LoadedForm } = await loadFiller();
    return LoadedForm.load(await bytesOf(files, formFileId));
  });
}

/** Page `page` (from 1) of the form as a PNG data URL, for the designer. */
export function formPageImage(
  files: FileStore,
  formFileId: string,
  page: number,
): Promise<TemplatePageImage> {
  return images.get(`${formFileId}:${page}`, async () => {
    const image = await renderPageImage(await bytesOf(files, formFileId), page);
    return {
      page: image.page,
      pageCount: image.pageCount,
      width: image.width,
      height: image.height,
      image: `data:image/png;base64,${image.png.toString('base64')}`,
    };
  });
}
