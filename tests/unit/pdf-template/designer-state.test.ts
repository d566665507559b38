import type { PdfTemplateDetail } from 'contract/pdf-template';
import {
  designerReducer,
  initialDesignerState,
  isDirty,
  mayUndo,
  type DesignerState,
} from 'src/features/pdf-template/components/designer/designer-state';
import { boxKeyEdit, historyKey } from 'src/features/pdf-template/components/designer/keyboard';
import { layoutOf, layoutToRequest, type Layout } from 'src/features/pdf-template/components/designer/layout';
import { moveField } from 'src/features/pdf-template/components/designer/layout-edits';
import { numberProblem } from 'src/features/pdf-template/components/designer/number-problem';
import { column } from './pdf-template-msw';

const pages = [{ width: 400, height: 600 }];
const stored = (x: number): Pick<PdfTemplateDetail, 'columns' | 'itemTable'> => ({
  columns: [column({ x })],
  itemTable: null,
});
const start = (): DesignerState => initialDesignerState({ layout: layoutOf(stored(100)), version: 4 });
const move = (dx: number) => (layout: Layout) => moveField(layout, 'saved-31', dx, 0, pages);

describe('designer state', () => {
  it('is dirty after an edit and clean again once it is undone', () => {
    let state = designerReducer(start(), { type: 'edit', change: move(5) });
    expect(isDirty(state)).toBe(true);
    state = designerReducer(state, { type: 'undo' });
    expect(isDirty(state)).toBe(false);
  });

  it('makes no step of an edit that changes nothing', () => {
    const state = start();
    expect(designerReducer(state, { type: 'edit', change: move(0) })).toBe(state);
    expect(mayUndo(designerReducer(state, { type: 'edit', change: (layout) => ({ ...layout }) }))).toBe(
      false,
    );
  });

  it('follows the version when only the details were saved, keeping the edits', () => {
    const edited = designerReducer(start(), { type: 'edit', change: move(5) });
    const synced = designerReducer(edited, { type: 'sync', layout: layoutOf(stored(100)), version: 5 });
    expect(synced.base.version).toBe(5);
    expect(layoutToRequest(synced.history.present).columns[0]?.x).toBe(105);
  });

  it('takes a new stored layout when nothing is unsaved, and keeps unsaved edits over it otherwise', () => {
    const taken = designerReducer(start(), { type: 'sync', layout: layoutOf(stored(120)), version: 6 });
    expect(layoutToRequest(taken.history.present).columns[0]?.x).toBe(120);
    expect(taken.base.version).toBe(6);
    expect(isDirty(taken)).toBe(false);

    const edited = designerReducer(start(), { type: 'edit', change: move(5) });
    const kept = designerReducer(edited, { type: 'sync', layout: layoutOf(stored(120)), version: 6 });
    expect(layoutToRequest(kept.history.present).columns[0]?.x).toBe(105);
    // Saved over the version it was read at: the server answers STALE_RECORD.
    expect(kept.base.version).toBe(4);
    expect(kept.seen.version).toBe(6);
  });

  it('keeps the selected field selected after a save gives it a new id', () => {
    let state = designerReducer(start(), { type: 'select', selection: { kind: 'field', id: 'saved-31' } });
    state = designerReducer(state, {
      type: 'reset',
      layout: layoutOf({ columns: [column({ pdfInputColumnId: 77 })], itemTable: null }),
      version: 5,
    });
    expect(state.selection).toEqual({ kind: 'field', id: 'saved-77' });
  });
});

describe('designer keys', () => {
  const key = (
    key: string,
    modifiers: Partial<Record<'shiftKey' | 'altKey' | 'ctrlKey' | 'metaKey', boolean>> = {},
  ) => ({
    key,
    shiftKey: false,
    altKey: false,
    ctrlKey: false,
    metaKey: false,
    ...modifiers,
  });

  it('moves 1 pt, 10 pt with Shift, resizes with Alt, removes with Delete', () => {
    expect(boxKeyEdit(key('ArrowLeft'))).toEqual({ kind: 'move', dx: -1, dy: 0 });
    expect(boxKeyEdit(key('ArrowDown', { shiftKey: true }))).toEqual({ kind: 'move', dx: 0, dy: 10 });
    expect(boxKeyEdit(key('ArrowRight', { altKey: true }))).toEqual({ kind: 'resize', dw: 1, dh: 0 });
    expect(boxKeyEdit(key('ArrowUp', { altKey: true, shiftKey: true }))).toEqual({
      kind: 'resize',
      dw: 0,
      dh: -10,
    });
    expect(boxKeyEdit(key('Delete'))).toEqual({ kind: 'remove' });
    expect(boxKeyEdit(key('Backspace'))).toEqual({ kind: 'remove' });
    expect(boxKeyEdit(key('ArrowLeft', { ctrlKey: true }))).toBeNull();
    expect(boxKeyEdit(key('a'))).toBeNull();
  });

  it('undoes with Ctrl+Z and redoes with Ctrl+Shift+Z or Ctrl+Y', () => {
    expect(historyKey(key('z', { ctrlKey: true }))).toBe('undo');
    expect(historyKey(key('Z', { ctrlKey: true, shiftKey: true }))).toBe('redo');
    expect(historyKey(key('y', { metaKey: true }))).toBe('redo');
    expect(historyKey(key('z'))).toBeNull();
  });

  it('refuses typed numbers out of range, not numbers, or not whole where whole', () => {
    expect(numberProblem('12', 6, 36, false)).toBeUndefined();
    expect(numberProblem('12.5', 0, 100, false)).toBeUndefined();
    expect(numberProblem('', 6, 36, false)).toBe('required');
    expect(numberProblem('1e3', 0, 10000, false)).toBe('decimal');
    expect(numberProblem('-1', 0, 100, false)).toBe('decimal');
    expect(numberProblem('2.5', 1, 100, true)).toBe('integer');
    expect(numberProblem('5', 6, 36, false)).toBe('min');
    expect(numberProblem('40', 6, 36, false)).toBe('max');
  });
});
