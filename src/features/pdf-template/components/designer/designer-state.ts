import { canRedo, canUndo, commit, endMerge, redo, startHistory, undo, type History } from './history';
import { layoutKey, type Layout, type Selection } from './layout';

// The designer's state: the layout with its undo history, what is selected, and the saved
// layout it started from (its key and the template version to save over).

export interface SavedBase {
  /** layoutKey of the layout as stored. */
  key: string;
  version: number;
}

export interface DesignerState {
  history: History<Layout>;
  selection: Selection;
  /** What the present layout is compared with (unsaved changes) and saved over. */
  base: SavedBase;
  /** The template as last seen (its layout key and version), stored or not. */
  seen: SavedBase;
}

export type DesignerAction =
  /** One edit (one undo step, or part of the last one when `mergeKey` is the same). */
  | { type: 'edit'; change: (layout: Layout) => Layout; select?: Selection; mergeKey?: string }
  | { type: 'select'; selection: Selection }
  | { type: 'endMerge' }
  | { type: 'undo' }
  | { type: 'redo' }
  /** The stored layout replaces everything (a save's answer, a reload). */
  | { type: 'reset'; layout: Layout; version: number }
  /** The template changed under the designer (another part of the page saved). */
  | { type: 'sync'; layout: Layout; version: number };

export function initialDesignerState({
  layout,
  version,
}: {
  layout: Layout;
  version: number;
}): DesignerState {
  const base = { key: layoutKey(layout), version };
  return { history: startHistory(layout), selection: null, base, seen: base };
}

/** The selection if it still names something of the layout; else nothing. */
function stillThere(selection: Selection, layout: Layout): Selection {
  if (selection?.kind === 'table') return layout.itemTable ? selection : null;
  if (selection?.kind === 'field') return layout.fields.some((f) => f.id === selection.id) ? selection : null;
  return null;
}

/** After a save the fields get new ids: the selected one stays selected by its place in the list. */
function sameFieldIn(selection: Selection, before: Layout, after: Layout): Selection {
  if (selection?.kind !== 'field') return stillThere(selection, after);
  const index = before.fields.findIndex((field) => field.id === selection.id);
  const field = before.fields.length === after.fields.length ? after.fields[index] : undefined;
  return field ? { kind: 'field', id: field.id } : null;
}

export function designerReducer(state: DesignerState, action: DesignerAction): DesignerState {
  switch (action.type) {
    case 'edit': {
      const next = action.change(state.history.present);
      // An edit that changes nothing (a box pushed against the page's edge) is no undo step.
      const same = layoutKey(next) === layoutKey(state.history.present);
      const history = same ? state.history : commit(state.history, next, action.mergeKey ?? null);
      const selection = stillThere(action.select ?? state.selection, history.present);
      return history === state.history && selection === state.selection
        ? state
        : { ...state, history, selection };
    }
    case 'select':
      return { ...state, selection: stillThere(action.selection, state.history.present) };
    case 'endMerge':
      return { ...state, history: endMerge(state.history) };
    case 'undo':
    case 'redo': {
      const history = action.type === 'undo' ? undo(state.history) : redo(state.history);
      return { ...state, history, selection: stillThere(state.selection, history.present) };
    }
    case 'reset': {
      const base = { key: layoutKey(action.layout), version: action.version };
      return {
        history: startHistory(action.layout),
        selection: sameFieldIn(state.selection, state.history.present, action.layout),
        base,
        seen: base,
      };
    }
    case 'sync': {
      const seen = { key: layoutKey(action.layout), version: action.version };
      // Only the version moved (the details were saved): the layout stays, saved over the new one.
      if (seen.key === state.base.key) return { ...state, base: seen, seen };
      // Unsaved changes are never thrown away: their save answers STALE_RECORD and offers a reload.
      if (isDirty(state)) return { ...state, seen };
      return designerReducer(state, { type: 'reset', layout: action.layout, version: action.version });
    }
  }
}

export const isDirty = (state: DesignerState): boolean => layoutKey(state.history.present) !== state.base.key;
export const mayUndo = (state: DesignerState): boolean => canUndo(state.history);
export const mayRedo = (state: DesignerState): boolean => canRedo(state.history);
