import Box from '@mui/material/Box';
import { isItemKey } from 'contract/pdf-template';
import type { DragEvent, ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldBox } from './field-box';
import { FIELD_DRAG_TYPE } from './field-list';
import type { Size } from './geometry';
import { ItemTableBand } from './item-table-band';
import type { DesignerField, Layout, Selection } from './layout';
import { sampleValue, type SampleWords } from './sample-values';
import { SampleText } from './sample-text';

/** Rows below the first that show sample item lines (enough to see them repeat). */
const SAMPLE_ROWS = 4;

/** What the canvas asks the designer to do (each one edit). */
export interface CanvasActions {
  select: (selection: Selection) => void;
  dropKey: (dataTypeKey: string, x: number, y: number) => void;
  moveField: (id: string, dx: number, dy: number) => void;
  resizeField: (id: string, dw: number, dh: number) => void;
  removeField: (id: string) => void;
  moveTable: (dx: number, dy: number) => void;
  resizeTable: (dw: number, dh: number) => void;
  removeTable: () => void;
}

export interface PageCanvasProps {
  page: number;
  pageCount: number;
  size: Size;
  scale: number;
  layout: Layout;
  selection: Selection;
  keyName: (dataTypeKey: string) => string;
  words: SampleWords;
  helpId: string;
  /** The page's image (drawn under the boxes). */
  image: ReactNode;
  /** Where the designer keeps each box's element (a field's id, or 'table'), to focus it. */
  boxRef: (id: string) => (element: HTMLElement | null) => void;
  /** The page's element: drop points are measured from it, and the focus goes to it after a removal. */
  canvasRef: RefObject<HTMLDivElement | null>;
  actions: CanvasActions;
}

/**
 * One page of the form at `scale` with its boxes over it: the item table (when it is on this
 * page), the fields, and the sample item lines under the table's first row. A field dragged
 * from the list is dropped here: its top-left corner lands where it is let go.
 */
export function PageCanvas({
  page,
  pageCount,
  size,
  scale,
  layout,
  selection,
  keyName,
  words,
  helpId,
  image,
  boxRef,
  canvasRef,
  actions,
}: PageCanvasProps) {
  const { t } = useTranslation('pdf-template');
  const fields = layout.fields.filter((field) => field.page === page);
  const table = layout.itemTable?.page === page ? layout.itemTable : null;
  const itemFields = table ? fields.filter((field) => isItemKey(field.dataTypeKey)) : [];
  const sampleRows = table ? Math.min(table.rowsPerPage, SAMPLE_ROWS + 1) - 1 : 0;

  const onDragOver = (event: DragEvent) => {
    if (!Array.from(event.dataTransfer.types).includes(FIELD_DRAG_TYPE)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
  };
  const onDrop = (event: DragEvent) => {
    const dataTypeKey = event.dataTransfer.getData(FIELD_DRAG_TYPE);
    if (!dataTypeKey) return;
    event.preventDefault();
    const rect = canvasRef.current?.getBoundingClientRect();
    actions.dropKey(
      dataTypeKey,
      Math.round((event.clientX - (rect?.left ?? 0)) / scale),
      Math.round((event.clientY - (rect?.top ?? 0)) / scale),
    );
  };

  const fieldBox = (field: DesignerField) => (
    <FieldBox
      key={field.id}
      field={field}
      page={size}
      scale={scale}
      selected={selection?.kind === 'field' && selection.id === field.id}
      keyName={keyName(field.dataTypeKey)}
      sample={sampleValue(field.dataTypeKey, field.format, words)}
      helpId={helpId}
      inTable={table !== null && isItemKey(field.dataTypeKey)}
      elementRef={boxRef(field.id)}
      onSelect={() => actions.select({ kind: 'field', id: field.id })}
      onMove={(dx, dy) => actions.moveField(field.id, dx, dy)}
      onResize={(dw, dh) => actions.resizeField(field.id, dw, dh)}
      onRemove={() => actions.removeField(field.id)}
    />
  );

  return (
    <Box
      ref={canvasRef}
      role="group"
      tabIndex={-1}
      aria-label={t('designer.canvas', { page, pageCount })}
      onDragOver={onDragOver}
      onDrop={onDrop}
      onPointerDown={(event) => {
        // A press on the page itself (not on a box) lets go of the selection.
        if (event.target === event.currentTarget) actions.select(null);
      }}
      sx={{
        position: 'relative',
        width: size.width * scale,
        height: size.height * scale,
        bgcolor: 'common.white',
        boxShadow: 2,
        userSelect: 'none',
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
      }}
    >
      {image}
      {table && (
        <ItemTableBand
          table={table}
          page={size}
          scale={scale}
          selected={selection?.kind === 'table'}
          helpId={helpId}
          elementRef={boxRef('table')}
          onSelect={() => actions.select({ kind: 'table' })}
          onMove={actions.moveTable}
          onResize={actions.resizeTable}
          onRemove={actions.removeTable}
        />
      )}
      {table &&
        Array.from({ length: sampleRows }, (_, index) => index + 1).flatMap((line) =>
          itemFields.map((field) => (
            <Box
              key={`${field.id}-${line}`}
              aria-hidden
              data-sample-line={line + 1}
              sx={{
                position: 'absolute',
                left: field.x * scale,
                top: (table.y + line * table.rowHeight) * scale,
                width: field.width * scale,
                height: field.height * scale,
                opacity: 0.6,
                pointerEvents: 'none',
              }}
            >
              <SampleText
                text={sampleValue(field.dataTypeKey, field.format, words, line)}
                fontSize={field.fontSize}
                align={field.align}
                scale={scale}
              />
            </Box>
          )),
        )}
      {fields.map(fieldBox)}
    </Box>
  );
}
