// A form's bytes never change under its file id (a new form is a new file): the parsed form and
// the pictures of its pages are kept by that id, in this process, for every template using it.
import type { TemplatePageImage } from '../../../contract/pdf-template';
import { CACHES, Cache } from '../../cache/caches';
import type { FileStore } from '../../files/file-store';
import { notFound } from '../../http/errors';
import { lazy } from '../../lazy';
import { pagePicture } from '../../pdf/page-image';
import type { LoadedForm } from '../../pdf/template/fill-template';

/** The form filler (pdf-lib and the Thai fonts), loaded with the first form used (docs/memory.md). */
export const loadFiller = lazy(() => import('../../pdf/template/fill-template'));

// Parsing a one-page form takes a few ms, drawing a page ~70–90 ms (bounds in CACHES).
const forms = new Cache<Promise<LoadedForm>>(CACHES.pdfForms);
const images = new Cache<Promise<TemplatePageImage>>(CACHES.pageImages);

async function bytesOf(files: FileStore, formFileId: string): Promise<Buffer> {
  const bytes = await files.bytes(formFileId);
  if (!bytes) throw notFound();
  return bytes;
}

export function loadForm(files: FileStore, formFileId: string): Promise<LoadedForm> {
  return forms.keep(formFileId, async () => {
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
  return images.keep(`${formFileId}:${page}`, async () =>
    pagePicture(await bytesOf(files, formFileId), page),
  );
}
