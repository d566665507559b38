// A month's submission pack (docs/rd-filing.md): the signed XMLs in one zip, as the Revenue
// Department's web upload takes them. Made again it is the same bytes: entries sorted by name,
// one fixed time stamp, no folders, the same compression.
import JSZip from 'jszip';
import type { FileStore } from '../../files/file-store';
import type { PackDocument } from './repository';

/** Every entry's time: the DOS epoch, so nothing of the moment of making gets in. */
const ENTRY_DATE = new Date(Date.UTC(1980, 0, 1));

export function packFileName(customerCode: string, month: string): string {
  return `rd-${customerCode}-${month}.zip`;
}

/**
 * One entry per document, named as its XML downloads; a name met twice (two types titled alike)
 * gets the document's id in front, so no document hides another.
 */
export function entryNames(documents: PackDocument[]): Map<string, PackDocument> {
  const names = new Map<string, PackDocument>();
  for (const document of documents) {
    const name = names.has(document.downloadName)
      ? `${document.documentId}-${document.downloadName}`
      : document.downloadName;
    names.set(name, document);
  }
  return names;
}

export async function makePack(files: FileStore, documents: PackDocument[]): Promise<Buffer> {
  const zip = new JSZip();
  const names = entryNames(documents);
  for (const name of [...names.keys()].sort()) {
    const xml = await files.bytes(names.get(name)!.xmlFileId);
    if (!xml)
      throw new Error(`XML of document ${names.get(name)!.documentId} is missing from the file store`);
    zip.file(name, xml, { date: ENTRY_DATE, createFolders: false });
  }
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', platform: 'UNIX' });
}
