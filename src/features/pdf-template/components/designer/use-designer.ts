import { isItemKey, type PdfTemplateDetail } from 'contract/pdf-template';
import { useMemo, useReducer } from 'react';
import { designerReducer, initialDesignerState, isDirty, mayRedo, mayUndo } from './designer-state';
import { newField } from './field-defaults';
import { centredOn, freeSpot, type Size } from './geometry';
import { layoutKey, layoutOf, pageSize, type Layout, type Selection } from './layout';
import {
  addField,
  addItemTable,
  moveField,
  moveItemTable,
  newItemTable,
  placementProblem,
  removeField,
  removeItemTable,
  resizeField,
  resizeItemTable,
  updateField,
  updateItemTable,
  type FieldPatch,
  type PlacementProblem,
  type TablePatch,
} from './layout-edits';

let nextFieldNumber = 0;
/** Ids of fields not saved yet (saved ones are `saved-<pdfInputColumnId>`). */
const newFieldId = () => `new-${(nextFieldNumber += 1)}`;

/** Where a new field goes and what it is called. */
export interface Placement {
  dataTypeKey: string;
  label: string;
  page: number;
  /** Its top-left corner; the page's centre when not given. */
  at?: { x: number; y: number };
}

/**
 * The designer's state and every edit it makes (one undo step each), over the template's
 * saved layout. It follows the template when another part of the page saves it (details: only
 * the version moves; a new form: the layout is read again unless it holds unsaved changes).
 */
export function useDesigner(template: PdfTemplateDetail) {
  const savedLayout = useMemo(() => layoutOf(template), [template]);
  const [state, dispatch] = useReducer(
    designerReducer,
    { layout: savedLayout, version: template.version },
    initialDesignerState,
  );
  const savedKey = layoutKey(savedLayout);
  if (state.seen.key !== savedKey || state.seen.version !== template.version) {
    dispatch({ type: 'sync', layout: savedLayout, version: template.version });
  }

  const pages: readonly Size[] = template.pages;
  const layout = state.history.present;

  const edits = useMemo(() => {
    const edit = (
      change: (layout: Layout) => Layout,
      extra: { select?: Selection; mergeKey?: string } = {},
    ) => dispatch({ type: 'edit', change, ...extra });
    return {
      /** Places a new field (selected); says why not when an ITEM_* key has no place there. */
      addField: (placement: Placement, current: Layout): { id: string } | { problem: PlacementProblem } => {
        const problem = placementProblem(placement.dataTypeKey, placement.page, current);
        if (problem) return { problem };
        const id = newFieldId();
        const { dataTypeKey, label } = placement;
        const draft = newField({ id, dataTypeKey, label, page: placement.page, x: 0, y: 0 });
        const table = current.itemTable;
        const page = pageSize(pages, placement.page);
        // A drop lands where it was dropped; the place button finds a spot no field on the page covers.
        const inRow = table !== null && isItemKey(placement.dataTypeKey);
        const onPage = current.fields.filter((field) => field.page === placement.page);
        const at =
          placement.at ??
          (inRow
            ? freeSpot(
                { x: table.x + (table.width - draft.width) / 2, y: table.y },
                { width: draft.width, height: Math.min(draft.height, table.rowHeight) },
                onPage,
                { width: page.width, height: page.height },
                'row',
              )
            : freeSpot(centredOn(page, draft), draft, onPage, page));
        edit((layout) => addField(layout, { ...draft, ...at }, pages), { select: { kind: 'field', id } });
        return { id };
      },
      moveField: (id: string, dx: number, dy: number) =>
        edit((layout) => moveField(layout, id, dx, dy, pages)),
      resizeField: (id: string, dw: number, dh: number) =>
        edit((layout) => resizeField(layout, id, dw, dh, pages)),
      updateField: (id: string, patch: FieldPatch, mergeKey: string) =>
        edit((layout) => updateField(layout, id, patch, pages), { mergeKey }),
      removeField: (id: string) => edit((layout) => removeField(layout, id)),
      addTable: (page: number) =>
        edit((layout) => addItemTable(layout, newItemTable(page, pageSize(pages, page)), pages), {
          select: { kind: 'table' },
        }),
      moveTable: (dx: number, dy: number) => edit((layout) => moveItemTable(layout, dx, dy, pages)),
      resizeTable: (dw: number, dh: number) => edit((layout) => resizeItemTable(layout, dw, dh, pages)),
      updateTable: (patch: TablePatch, mergeKey: string) =>
        edit((layout) => updateItemTable(layout, patch, pages), { mergeKey }),
      removeTable: () => edit(removeItemTable),
      select: (selection: Selection) => dispatch({ type: 'select', selection }),
      endMerge: () => dispatch({ type: 'endMerge' }),
      undo: () => dispatch({ type: 'undo' }),
      redo: () => dispatch({ type: 'redo' }),
      /** The stored template replaces the layout (a save's answer, a reload). */
      reset: (stored: PdfTemplateDetail) =>
        dispatch({ type: 'reset', layout: layoutOf(stored), version: stored.version }),
    };
  }, [pages]);

  return {
    layout,
    selection: state.selection,
    /** The version the layout is saved over. */
    version: state.base.version,
    dirty: isDirty(state),
    canUndo: mayUndo(state),
    canRedo: mayRedo(state),
    edits,
  };
}
