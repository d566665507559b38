// Fills a customer's PDF form (docs/pdf-templates.md): each field's value drawn in its box on a
// copy of the form's page, the item lines in the item table's rows — lines past the rows a page
// holds continue on another copy of that page, and the totals are drawn on the last copy only.
// Text is shaped like the built-in layout's (thai-text.ts): tone marks in place, /ActualText.
import { PDFArray, PDFDocument, PDFName, type PDFPage } from 'pdf-lib';
import {
  FONT_SIZE_MIN,
  isItemKey,
  SUMMARY_KEYS,
  type PdfInputColumn,
  type PdfItemTable,
} from '../../../contract/pdf-template';
import { deflateNatively } from '../deflate';
import { firstBaseline, lineHeight } from '../layout';
import { embedFace, PageCanvas, type Matrix, type PdfFace } from '../page-canvas';
import { wrapText } from '../thai-text';
import { fieldText } from './field-text';
import type { FormPage } from './form-pdf';

/**
 * A field of the layout: a saved column without its id, label and order; in points from the
 * page's top-left corner as seen.
 */
export type TemplateField = Omit<PdfInputColumn, 'pdfInputColumnId' | 'label' | 'seq'>;

/** The block the item lines fill (the contract's item table). */
export type ItemTable = PdfItemTable;

export interface TemplateLayout {
  pages: readonly FormPage[];
  fields: readonly TemplateField[];
  itemTable: ItemTable | null;
}

/** What the fields show: header values by key, and one map per item line. */
export interface TemplateValues {
  fields: Readonly<Record<string, string>>;
  lines: readonly Readonly<Record<string, string>>[];
}

export interface FilledMetadata {
  title: string;
  subject?: string;
  author?: string;
}

const PRODUCER = 'etax-edocument';
const SUMMARY: ReadonlySet<string> = new Set(SUMMARY_KEYS);

/** Maps the canvas (the page as seen, origin bottom-left, y up) onto the page's user space. */
export function pageTransform(page: FormPage): Matrix {
  const { rotate, left, bottom } = page;
  // The unrotated crop box's size.
  const turned = rotate === 90 || rotate === 270;
  const boxWidth = turned ? page.height : page.width;
  const boxHeight = turned ? page.width : page.height;
  switch (rotate) {
    case 90:
      return [0, 1, -1, 0, left + boxWidth, bottom];
    case 180:
      return [-1, 0, 0, -1, left + boxWidth, bottom + boxHeight];
    case 270:
      return [0, -1, 1, 0, left, bottom + boxHeight];
    default:
      return [1, 0, 0, 1, left, bottom];
  }
}

/** The form's page numbers (from 1) the output is made of, each with its copy of the item table. */
interface OutputPage {
  formPage: number;
  /** Which rows of the item lines this copy shows: [from, to). */
  lines: [number, number];
  /** The last copy of the item table's page (or not the table's page at all). */
  last: boolean;
}

function planPages(layout: TemplateLayout, lineCount: number): OutputPage[] {
  const table = layout.itemTable;
  const plan: OutputPage[] = [];
  layout.pages.forEach((_, index) => {
    const formPage = index + 1;
    if (!table || table.page !== formPage) {
      plan.push({ formPage, lines: [0, 0], last: true });
      return;
    }
    const copies = Math.max(1, Math.ceil(lineCount / table.rowsPerPage));
    for (let copy = 0; copy < copies; copy++) {
      const from = copy * table.rowsPerPage;
      plan.push({
        formPage,
        lines: [from, Math.min(lineCount, from + table.rowsPerPage)],
        last: copy === copies - 1,
      });
    }
  });
  return plan;
}

/**
 * Copies of one form page share its /Contents array (pdf-lib's copier clones the page dictionary
 * but not that array): each copy gets an array of its own before a drawing is added to it, or
 * every copy would show every copy's values.
 */
function ownContents(page: PDFPage): void {
  const contents = page.node.Contents();
  if (contents instanceof PDFArray) page.node.set(PDFName.Contents, page.doc.context.obj(contents.asArray()));
}

/** A parsed form, read once and filled many times (an import's documents, a collection). */
export class LoadedForm {
  private constructor(readonly pdf: PDFDocument) {}

  static async load(bytes: Uint8Array): Promise<LoadedForm> {
    return new LoadedForm(await PDFDocument.load(bytes, { updateMetadata: false }));
  }
}

/**
 * Writes filled forms into one PDF: one document's pages (renderTemplatePdf) or many in a row
 * (a merged collection), the font embedded once for all of them.
 */
export class TemplateWriter {
  private constructor(
    readonly pdf: PDFDocument,
    private readonly face: PdfFace,
  ) {}

  static async create(metadata: FilledMetadata): Promise<TemplateWriter> {
    const pdf = await PDFDocument.create({ updateMetadata: false });
    deflateNatively(pdf);
    pdf.setTitle(metadata.title, { showInWindowTitleBar: true });
    if (metadata.subject) pdf.setSubject(metadata.subject);
    if (metadata.author) pdf.setAuthor(metadata.author);
    pdf.setCreator(PRODUCER);
    pdf.setProducer(PRODUCER);
    pdf.setLanguage('th-TH');
    return new TemplateWriter(pdf, await embedFace(pdf, 'regular'));
  }

  /** Appends one filled copy of the form; returns how many pages it took. */
  async fill(form: LoadedForm, layout: TemplateLayout, values: TemplateValues): Promise<number> {
    const plan = planPages(layout, values.lines.length);
    const pages = await this.pdf.copyPages(
      form.pdf,
      plan.map((output) => output.formPage - 1),
    );
    plan.forEach((output, index) => {
      const page = this.pdf.addPage(pages[index]);
      ownContents(page);
      const pageNo = `${index + 1} / ${plan.length}`;
      this.drawPage(page, layout, values, output, pageNo);
    });
    return plan.length;
  }

  save(): Promise<Uint8Array> {
    return this.pdf.save({ useObjectStreams: false, objectsPerTick: Infinity });
  }

  private drawPage(
    page: PDFPage,
    layout: TemplateLayout,
    values: TemplateValues,
    output: OutputPage,
    pageNo: string,
  ): void {
    const formPage = layout.pages[output.formPage - 1]!;
    const canvas = new PageCanvas(page);
    const rowHeight = layout.itemTable?.rowHeight ?? 0;
    for (const field of layout.fields) {
      if (field.page !== output.formPage) continue;
      if (isItemKey(field.dataTypeKey)) {
        for (let line = output.lines[0]; line < output.lines[1]; line++) {
          const row = line - output.lines[0];
          const value =
            field.dataTypeKey === 'ITEM_LINE_NO' ? String(line + 1) : values.lines[line]?.[field.dataTypeKey];
          const box = { ...field, y: field.y + row * rowHeight, height: Math.min(field.height, rowHeight) };
          this.drawField(canvas, formPage, box, value);
        }
        continue;
      }
      if (SUMMARY.has(field.dataTypeKey) && !output.last) continue;
      const value = field.dataTypeKey === 'PAGE_NO' ? pageNo : values.fields[field.dataTypeKey];
      this.drawField(canvas, formPage, field, value);
    }
    canvas.finish(this.pdf, { transform: pageTransform(formPage) });
  }

  /**
   * The value wrapped to the box's width, as many lines as its height holds (at least one). A
   * one-line box whose text is too wide first shrinks the text (down to the smallest size):
   * an amount cut in two misreads.
   */
  private drawField(
    canvas: PageCanvas,
    page: FormPage,
    field: TemplateField,
    value: string | undefined,
  ): void {
    const text = fieldText(value, field.format);
    if (text === '') return;
    const face = this.face;
    let size = field.fontSize;
    const maxLines = Math.max(1, Math.floor((field.height + 0.01) / lineHeight(size)));
    if (maxLines === 1 && !text.includes('\n')) {
      const width = face.width(text, size);
      if (width > field.width) size = Math.max(FONT_SIZE_MIN, (size * field.width) / width);
    }
    const lines = wrapText(face.face, text, size, field.width).slice(0, maxLines);
    const anchor =
      field.align === 'RIGHT'
        ? field.x + field.width
        : field.align === 'CENTER'
          ? field.x + field.width / 2
          : field.x;
    const align = field.align === 'RIGHT' ? 'right' : field.align === 'CENTER' ? 'center' : 'left';
    // The canvas's y runs up from the page's bottom edge as seen.
    let top = page.height - field.y;
    for (const line of lines) {
      canvas.text(line, anchor, firstBaseline(top, size), { face, size, align });
      top -= lineHeight(size);
    }
  }
}

/** One document: the form filled with the values, as a PDF of its own. */
export async function renderTemplatePdf(
  form: LoadedForm,
  layout: TemplateLayout,
  values: TemplateValues,
  metadata: FilledMetadata,
): Promise<Uint8Array> {
  const writer = await TemplateWriter.create(metadata);
  await writer.fill(form, layout, values);
  return writer.save();
}
