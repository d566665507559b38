import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PdfTemplateDetail, SavePdfInputColumnRequest } from 'contract/pdf-template';
import { FIELD_DRAG_TYPE } from 'src/features/pdf-template/components/designer/field-list';
import { answer, answerTemplate, ok, PDF, pdfTemplate, renderPdfTemplates } from './pdf-template-msw';

// The designer's test helpers: the page opened on a template, the list's drag onto the page
// (HTML5 drag and drop as a browser fires it), the pointer's drag of a box, and what the boxes
// say of themselves. The fixture's page is drawn at 2 px per point.

export const SCALE = 2;

/** The template page on `template`, its save answering what `onSave` makes of the request. */
export async function openDesigner(
  template: PdfTemplateDetail = pdfTemplate(),
  onSave: (body: SavePdfInputColumnRequest) => PdfTemplateDetail = (body) =>
    pdfTemplate({
      ...template,
      version: body.version + 1,
      itemTable: body.itemTable ?? null,
      columns: body.columns.map((column, index) => ({
        ...column,
        height: column.height ?? 14,
        format: column.format ?? null,
        pdfInputColumnId: 100 + index,
        seq: index + 1,
      })),
    }),
) {
  const reads = answerTemplate(() => template);
  const save = answer<SavePdfInputColumnRequest>(`${PDF}/savePdfInputColumn`, (body) => ok(onSave(body)));
  const page = renderPdfTemplates(`/pdf-template/${template.pdfTemplateId}`);
  const designer = await screen.findByRole('region', { name: 'จัดวางฟิลด์บนแบบฟอร์ม' });
  // The list is the GENERATE_DOC_MAP listbox: wait for it.
  await within(designer).findByRole('button', { name: 'วาง เลขที่เอกสาร บนหน้า' });
  return { ...page, designer, save, reads };
}

export const canvas = (page = 1, pageCount = 1) =>
  screen.getByRole('group', { name: `หน้า ${page} จาก ${pageCount} ของแบบฟอร์ม` });

/** A field's box by the start of its name: "<label> (<key name>) …"; `hidden` while a prompt is open. */
export const box = (label: string, hidden = false) =>
  screen.getByRole('button', { name: new RegExp(`^${label} \\(`), hidden });

/** "x 100 y 50 กว้าง 110 สูง 14" of a box's name. */
export function geometryOf(element: HTMLElement) {
  const [, x, y, width, height] =
    /x ([\d.]+) y ([\d.]+) กว้าง ([\d.]+) สูง ([\d.]+)/.exec(element.getAttribute('aria-label') ?? '') ?? [];
  return { x: Number(x), y: Number(y), width: Number(width), height: Number(height) };
}

/** The list item of a key (its drag source). */
export const listItem = (name: string) =>
  screen.getByRole('button', { name: `วาง ${name} บนหน้า` }).closest('li') as HTMLElement;

/** A drag event as the browser fires it: a mouse event at a point carrying `dataTransfer`. */
function dragEvent(type: string, clientX: number, clientY: number, dataTransfer: object): Event {
  const event = new MouseEvent(type, { bubbles: true, cancelable: true, clientX, clientY });
  Object.defineProperty(event, 'dataTransfer', { value: dataTransfer });
  return event;
}

/** Drags the key `name` from the list and lets go at (clientX, clientY) over the page. */
export function dragFromList(name: string, target: HTMLElement, clientX: number, clientY: number) {
  const data = new Map<string, string>();
  fireEvent.dragStart(listItem(name), {
    dataTransfer: { setData: (type: string, value: string) => data.set(type, value), effectAllowed: 'all' },
  });
  const carried = {
    types: [...data.keys()],
    getData: (type: string) => data.get(type) ?? '',
    dropEffect: 'none',
  };
  fireEvent(target, dragEvent('dragover', clientX, clientY, carried));
  fireEvent(target, dragEvent('drop', clientX, clientY, carried));
}

/** Presses the pointer on `element` at (x, y), moves it by (dx, dy) pixels on `box`, lets go. */
export function pointerDrag(element: HTMLElement, boxElement: HTMLElement, dx: number, dy: number) {
  const start = { clientX: 200, clientY: 200, pointerId: 1, button: 0 };
  fireEvent.pointerDown(element, start);
  fireEvent.pointerMove(boxElement, { ...start, clientX: 200 + dx / 2, clientY: 200 + dy / 2 });
  fireEvent.pointerMove(boxElement, { ...start, clientX: 200 + dx, clientY: 200 + dy });
  fireEvent.pointerUp(boxElement, { ...start, clientX: 200 + dx, clientY: 200 + dy });
}

/** Puts the keyboard's focus on a box, as Tab would. */
export async function focus(element: HTMLElement) {
  act(() => element.focus());
  await waitFor(() => expect(element).toHaveFocus());
}

export { FIELD_DRAG_TYPE };
