// The keys of a focused box (docs/pdf-template-designer.md): arrows move it 1 pt, Shift+arrows
// 10 pt; Alt+arrows resize it (right / down grow, left / up shrink), Shift for 10 pt; Delete or
// Backspace removes it.

export type BoxKeyEdit =
  { kind: 'move'; dx: number; dy: number } | { kind: 'resize'; dw: number; dh: number } | { kind: 'remove' };

const DIRECTIONS: Record<string, readonly [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

export const SMALL_STEP = 1;
export const LARGE_STEP = 10;

export function boxKeyEdit(event: {
  key: string;
  shiftKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
}): BoxKeyEdit | null {
  if (event.ctrlKey || event.metaKey) return null;
  if (event.key === 'Delete' || event.key === 'Backspace') return { kind: 'remove' };
  const direction = DIRECTIONS[event.key];
  if (!direction) return null;
  const step = event.shiftKey ? LARGE_STEP : SMALL_STEP;
  const [x, y] = direction;
  return event.altKey
    ? { kind: 'resize', dw: x * step, dh: y * step }
    : { kind: 'move', dx: x * step, dy: y * step };
}

/** Ctrl+Z undoes; Ctrl+Shift+Z and Ctrl+Y redo (⌘ on a Mac). */
export function historyKey(event: {
  key: string;
  shiftKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
}): 'undo' | 'redo' | null {
  if (!event.ctrlKey && !event.metaKey) return null;
  const key = event.key.toLowerCase();
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && !event.shiftKey) return 'redo';
  return null;
}
