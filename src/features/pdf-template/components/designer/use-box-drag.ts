import { useRef, useState, type PointerEvent, type RefObject } from 'react';

// Dragging a box with the pointer (mouse, pen or finger): the box follows while the pointer
// moves, and one edit is made when it is let go — one undo step per drag.

export type DragMode = 'move' | 'resize';

/** How far the pointer has gone, in whole points. */
export interface Drag {
  mode: DragMode;
  dx: number;
  dy: number;
}

interface Start {
  mode: DragMode;
  pointerId: number;
  clientX: number;
  clientY: number;
}

export function useBoxDrag({
  box,
  scale,
  onDone,
}: {
  /** The element that follows the pointer (it captures it, so a fast move does not lose it). */
  box: RefObject<HTMLElement | null>;
  /** Screen pixels per point. */
  scale: number;
  onDone: (drag: Drag) => void;
}) {
  const start = useRef<Start | null>(null);
  const [drag, setDrag] = useState<Drag | null>(null);

  const deltaOf = (event: PointerEvent, from: Start): Drag => ({
    mode: from.mode,
    dx: Math.round((event.clientX - from.clientX) / scale),
    dy: Math.round((event.clientY - from.clientY) / scale),
  });

  const begin = (mode: DragMode, event: PointerEvent) => {
    if (event.button !== 0) return;
    event.stopPropagation();
    start.current = { mode, pointerId: event.pointerId, clientX: event.clientX, clientY: event.clientY };
    box.current?.setPointerCapture?.(event.pointerId);
    setDrag({ mode, dx: 0, dy: 0 });
  };

  const finish = (event: PointerEvent, commit: boolean) => {
    const from = start.current;
    if (!from || from.pointerId !== event.pointerId) return;
    start.current = null;
    setDrag(null);
    if (box.current?.hasPointerCapture?.(event.pointerId)) box.current.releasePointerCapture(event.pointerId);
    const done = deltaOf(event, from);
    if (commit && (done.dx !== 0 || done.dy !== 0)) onDone(done);
  };

  return {
    /** The drag under way, to draw the box where it would land. */
    drag,
    startMove: (event: PointerEvent) => begin('move', event),
    startResize: (event: PointerEvent) => begin('resize', event),
    /** On the box: follow the pointer, and finish. */
    pointerHandlers: {
      onPointerMove: (event: PointerEvent) => {
        const from = start.current;
        if (from && from.pointerId === event.pointerId) setDrag(deltaOf(event, from));
      },
      onPointerUp: (event: PointerEvent) => finish(event, true),
      onPointerCancel: (event: PointerEvent) => finish(event, false),
    },
  };
}
