// A customer's PDF form (docs/pdf-templates.md): checked when it is uploaded, and read for the
// size and orientation of its pages. Refused: what is not a PDF by its content, what pdf-lib cannot
// read, an encrypted file, anything that carries JavaScript or another action that runs by itself
// (a template is opened by people and by pdf.js on the server), more than MAX_FORM_PAGES pages —
// judged both as pdf-lib reads the file and as a reader resolves it (reader-view.ts). What is kept
// is not the upload but its rewrite (form-rewrite.ts): the pages' look, nothing else.
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRef, PDFStream, type PDFObject } from 'pdf-lib';
import { MAX_FORM_PAGES } from '../../../contract/pdf-template';
import { rewriteForm } from './form-rewrite';
import { readerView } from './reader-view';

/** A page of the form as seen (rotation applied), and where its user space lies from there. */
export interface FormPage {
  width: number;
  height: number;
  /** /Rotate: 0, 90, 180 or 270. */
  rotate: number;
  /** The crop box's lower-left corner in user space. */
  left: number;
  bottom: number;
}

export type FormProblem =
  | 'NOT_PDF'
  | 'UNREADABLE'
  | 'ENCRYPTED'
  | 'ACTIVE_CONTENT'
  | 'TOO_MANY_PAGES'
  | 'NO_PAGES'
  | 'PAGE_TOO_LARGE';

export class FormRefused extends Error {
  constructor(readonly problem: FormProblem) {
    super(`PDF form refused: ${problem}`);
    this.name = 'FormRefused';
  }
}

/** The PDF header may follow up to 1 KB of other bytes (PDF 32000-1, 7.5.2 and its notes). */
function looksLikePdf(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.subarray(0, 1024)).toString('latin1');
  return /%PDF-\d\.\d/.test(head);
}

/** Actions that run without the reader asking: scripts, launching programs, sending the form. */
const ACTIVE_ACTIONS = new Set(['JavaScript', 'Launch', 'SubmitForm', 'ImportData', 'Rendition', 'GoToE']);
const ACTIVE_KEYS = [PDFName.of('JS'), PDFName.of('JavaScript')];
const ACTION_TYPE = PDFName.of('S');

function isActive(dict: PDFDict): boolean {
  if (ACTIVE_KEYS.some((key) => dict.has(key))) return true;
  const type = dict.get(ACTION_TYPE);
  return type instanceof PDFName && ACTIVE_ACTIONS.has(type.decodeText());
}

/** Every dictionary of the file, indirect or nested, including those of object streams. */
function carriesActiveContent(pdf: PDFDocument): boolean {
  const stack: PDFObject[] = pdf.context.enumerateIndirectObjects().map(([, object]) => object);
  const seen = new Set<PDFObject>();
  while (stack.length) {
    const object = stack.pop()!;
    if (seen.has(object) || object instanceof PDFRef) continue;
    seen.add(object);
    const dict = object instanceof PDFDict ? object : object instanceof PDFStream ? object.dict : undefined;
    if (dict) {
      if (isActive(dict)) return true;
      for (const [, value] of dict.entries()) stack.push(value);
    } else if (object instanceof PDFArray) {
      for (let i = 0; i < object.size(); i++) stack.push(object.get(i));
    }
  }
  return false;
}

/** An embedded file could carry anything: a form has no use for one. */
function hasEmbeddedFiles(pdf: PDFDocument): boolean {
  const names = pdf.catalog.lookupMaybe(PDFName.of('Names'), PDFDict);
  return Boolean(names?.has(PDFName.of('EmbeddedFiles')));
}

const MAX_SIDE = 14400;

function pageOf(page: ReturnType<PDFDocument['getPage']>): FormPage {
  const box = page.getCropBox();
  const rotate = ((page.getRotation().angle % 360) + 360) % 360;
  if (rotate % 90 !== 0) throw new FormRefused('UNREADABLE');
  const turned = rotate === 90 || rotate === 270;
  const width = turned ? box.height : box.width;
  const height = turned ? box.width : box.height;
  if (!(width > 0 && height > 0) || width > MAX_SIDE || height > MAX_SIDE)
    throw new FormRefused('PAGE_TOO_LARGE');
  return { width, height, rotate, left: box.x, bottom: box.y };
}

export interface CheckedForm {
  pages: FormPage[];
  /** The form to keep and serve: the pages rewritten into a new PDF (form-rewrite.ts). */
  rewritten: Uint8Array;
}

/** Reads and checks an uploaded form; throws FormRefused with what is wrong. */
export async function readForm(bytes: Uint8Array): Promise<CheckedForm> {
  if (!looksLikePdf(bytes)) throw new FormRefused('NOT_PDF');
  try {
    const pdf = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
    if (pdf.isEncrypted) throw new FormRefused('ENCRYPTED');
    if (carriesActiveContent(pdf) || hasEmbeddedFiles(pdf)) throw new FormRefused('ACTIVE_CONTENT');
    const count = pdf.getPageCount();
    if (count === 0) throw new FormRefused('NO_PAGES');
    if (count > MAX_FORM_PAGES) throw new FormRefused('TOO_MANY_PAGES');
    const pages = pdf.getPages().map(pageOf);
    const asReaders = await readerView(bytes);
    if (asReaders !== 'READABLE') throw new FormRefused(asReaders);
    return { pages, rewritten: await rewriteForm(pdf) };
  } catch (error) {
    // pdf-lib reads leniently and fails late (no catalog, no page tree): all of it is unreadable.
    throw error instanceof FormRefused ? error : new FormRefused('UNREADABLE');
  }
}
