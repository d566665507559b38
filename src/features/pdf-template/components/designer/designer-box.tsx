import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { moveBox, resizeBox, type Box as PageBox, type Size } from './geometry';
import { boxKeyEdit } from './keyboard';
import { useBoxDrag, type Drag } from './use-box-drag';

export interface DesignerBoxProps {
  /** Where it is on the page, in points. */
  box: PageBox;
  page: Size;
  /** Screen pixels per point. */
  scale: number;
  selected: boolean;
  /** Its accessible name: what it is and where (label, key, position, size). */
  name: string;
  /** What kind of thing it is, for screen readers ('field', 'item table'). */
  roleDescription: string;
  /** The id of the text that tells the keys. */
  helpId: string;
  /** Moves change x only (ITEM_* fields sit in the item table's first row). */
  lockY?: boolean;
  /** The keys resize the height by whole rows of this height (the item table). */
  rowStep?: number;
  /** Drawn under the fields, even when selected (the item table: its fields stay reachable). */
  below?: boolean;
  /** The focusable element, so the designer can focus a box it has just added. */
  elementRef?: (element: HTMLElement | null) => void;
  onSelect: () => void;
  onMove: (dx: number, dy: number) => void;
  onResize: (dw: number, dh: number) => void;
  onRemove: () => void;
  children: ReactNode;
}

/** Where the box is drawn while it is dragged: where it would land. */
function shown(box: PageBox, page: Size, drag: Drag | null, lockY: boolean): PageBox {
  if (!drag) return box;
  return drag.mode === 'move'
    ? moveBox(box, drag.dx, lockY ? 0 : drag.dy, page)
    : resizeBox(box, drag.dx, drag.dy, page);
}

/**
 * A box on the page (a field or the item table): focusable and named; dragged to move it, its
 * corner handle dragged to resize it, or the keys (keyboard.ts); one edit per completed drag or
 * key press. Drawn at its points × the scale, from the page's top-left corner.
 */
export function DesignerBox({
  box,
  page,
  scale,
  selected,
  name,
  roleDescription,
  helpId,
  lockY = false,
  below = false,
  rowStep,
  elementRef,
  onSelect,
  onMove,
  onResize,
  onRemove,
  children,
}: DesignerBoxProps) {
  const element = useRef<HTMLElement | null>(null);
  const { drag, startMove, startResize, pointerHandlers } = useBoxDrag({
    box: element,
    scale,
    onDone: ({ mode, dx, dy }) => (mode === 'move' ? onMove(dx, lockY ? 0 : dy) : onResize(dx, dy)),
  });
  const at = shown(box, page, drag, lockY);

  const onKeyDown = (event: KeyboardEvent) => {
    const edit = boxKeyEdit(event);
    if (!edit) return;
    event.preventDefault();
    event.stopPropagation();
    if (edit.kind === 'remove') onRemove();
    else if (edit.kind === 'move') onMove(edit.dx, lockY ? 0 : edit.dy);
    else onResize(edit.dw, rowStep && edit.dh ? Math.sign(edit.dh) * rowStep : edit.dh);
  };

  return (
    <Box
      ref={(node: HTMLElement | null) => {
        element.current = node;
        elementRef?.(node);
      }}
      role="button"
      tabIndex={0}
      aria-roledescription={roleDescription}
      aria-label={name}
      aria-describedby={helpId}
      aria-pressed={selected}
      onFocus={onSelect}
      onPointerDown={(event) => {
        onSelect();
        startMove(event);
      }}
      {...pointerHandlers}
      onKeyDown={onKeyDown}
      sx={(theme) => ({
        position: 'absolute',
        left: at.x * scale,
        top: at.y * scale,
        width: at.width * scale,
        height: at.height * scale,
        boxSizing: 'border-box',
        border: '1px dashed',
        borderColor: 'primary.main',
        bgcolor: alpha(theme.palette.primary.main, selected ? 0.16 : 0.06),
        outline: selected ? `2px solid ${theme.palette.primary.main}` : 'none',
        outlineOffset: 1,
        cursor: drag ? 'grabbing' : 'grab',
        touchAction: 'none',
        userSelect: 'none',
        zIndex: below ? 0 : selected ? 2 : 1,
        '&:focus-visible': { outline: `3px solid ${theme.palette.primary.dark}`, outlineOffset: 2 },
      })}
    >
      {children}
      {/* The pointer's resize handle; the keyboard resizes with Alt+arrows (the box's help text). */}
      <Box
        aria-hidden
        data-handle="resize"
        onPointerDown={(event) => {
          onSelect();
          startResize(event);
        }}
        sx={{
          position: 'absolute',
          right: -5,
          bottom: -5,
          width: 10,
          height: 10,
          bgcolor: 'primary.main',
          border: '1px solid',
          borderColor: 'common.white',
          cursor: 'nwse-resize',
          display: selected ? 'block' : 'none',
        }}
      />
    </Box>
  );
}
