// Undo / redo over immutable states: each completed edit is one step. Consecutive edits that
// share a merge key (typing in one box of the side panel) make one step together.

export interface History<T> {
  past: readonly T[];
  present: T;
  future: readonly T[];
  /** The merge key of the last step, while it may still grow. */
  mergeKey: string | null;
}

/** Steps kept to undo; older ones are let go. */
export const HISTORY_LIMIT = 100;

export function startHistory<T>(present: T): History<T> {
  return { past: [], present, future: [], mergeKey: null };
}

/** `next` becomes the present, one step after the present one (or the same step, see above). */
export function commit<T>(history: History<T>, next: T, mergeKey: string | null = null): History<T> {
  if (next === history.present) return history;
  if (mergeKey !== null && mergeKey === history.mergeKey) {
    return { ...history, present: next, future: [] };
  }
  return {
    past: [...history.past, history.present].slice(-HISTORY_LIMIT),
    present: next,
    future: [],
    mergeKey,
  };
}

/** The next edit starts a step of its own, whatever its merge key. */
export function endMerge<T>(history: History<T>): History<T> {
  return history.mergeKey === null ? history : { ...history, mergeKey: null };
}

export function undo<T>(history: History<T>): History<T> {
  const previous = history.past[history.past.length - 1];
  if (previous === undefined) return history;
  return {
    past: history.past.slice(0, -1),
    present: previous,
    future: [history.present, ...history.future],
    mergeKey: null,
  };
}

export function redo<T>(history: History<T>): History<T> {
  const [next, ...rest] = history.future;
  if (next === undefined) return history;
  return { past: [...history.past, history.present], present: next, future: rest, mergeKey: null };
}

export const canUndo = <T>(history: History<T>): boolean => history.past.length > 0;
export const canRedo = <T>(history: History<T>): boolean => history.future.length > 0;
