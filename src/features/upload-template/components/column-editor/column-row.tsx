import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import type { DragEvent, KeyboardEvent } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RhfSelect, RhfTextField } from 'src/components/form-fields';
import { Iconify } from 'src/components/iconify';
import { RowButton } from 'src/components/row-button';
import { ListboxSelect } from 'src/components/listbox-select';
import { INPUT_COLS, INPUT_CONTROL_DROPDOWN, type ColumnEditorValues } from './column-schema';

export const DATA_TYPE_KEY_GROUP = 'DATA_TYPE_KEY';
export const INPUT_TYPE_GROUP = 'INPUT_TYPE';
export const INPUT_CONTROL_TYPE_GROUP = 'INPUT_CONTROL_TYPE';

/** The row's listbox dropdowns, in their columns' order; each change checks the rules again. */
const LISTBOX_CELLS = [
  { field: 'dataTypeKey', group: DATA_TYPE_KEY_GROUP, minWidth: 200, empty: 'choose' },
  { field: 'inputType', group: INPUT_TYPE_GROUP, minWidth: 150, empty: undefined },
  { field: 'inputControlType', group: INPUT_CONTROL_TYPE_GROUP, minWidth: 170, empty: undefined },
] as const;

/** What a row's buttons are named by, to put the focus back after a move. */
export type RowAction = 'handle' | 'up' | 'down' | 'options' | 'remove' | 'columnName';

export interface ColumnRowProps {
  /** useFieldArray's id of the row (stable across moves). */
  rowId: string;
  index: number;
  count: number;
  /** The ids of the columns stored as dropdowns: only they have options to edit. */
  storedDropdowns: ReadonlySet<number>;
  /** The row's handle is being dragged / another row is dragged over this one. */
  dragging: boolean;
  dropTarget: boolean;
  /** Describes the handle's keys (a visually hidden text). */
  handleHintId: string;
  onMove: (from: number, to: number, focus: RowAction) => void;
  onRemove: (index: number) => void;
  onOpenOptions: (index: number) => void;
  /** A rule field changed (file column, document field, input type, control). */
  onRuleFieldChange: (
    index: number,
    field: 'inputCol' | 'dataTypeKey' | 'inputType' | 'inputControlType',
  ) => void;
  onDragStart: (index: number) => void;
  onDragEnd: () => void;
  onDragEnter: (index: number) => void;
  onDrop: (index: number) => void;
}

const inputColOptions = INPUT_COLS.map((col) => ({ value: col, label: col }));

/**
 * One input column: every field labelled with its row number (the table header shows the
 * names), a drag handle that also moves with Alt+Arrow keys, and move / options / remove buttons.
 */
export function ColumnRow({
  rowId,
  index,
  count,
  storedDropdowns,
  dragging,
  dropTarget,
  handleHintId,
  onMove,
  onRemove,
  onOpenOptions,
  onRuleFieldChange,
  onDragStart,
  onDragEnd,
  onDragEnter,
  onDrop,
}: ColumnRowProps) {
  const { t } = useTranslation('upload-template');
  const { control } = useFormContext<ColumnEditorValues>();
  const [inputColumnId, inputControlType, columnName] = useWatch<
    ColumnEditorValues,
    [`columns.${number}.inputColumnId`, `columns.${number}.inputControlType`, `columns.${number}.columnName`]
  >({
    name: [
      `columns.${index}.inputColumnId`,
      `columns.${index}.inputControlType`,
      `columns.${index}.columnName`,
    ],
  });
  const position = index + 1;
  const row = t('editor.row.name', { position });
  const label = (field: string) => t('editor.row.fieldLabel', { field: t(`editor.column.${field}`), row });
  const named = columnName.trim() === '' ? row : `${row} (${columnName.trim()})`;
  const canHaveOptions =
    inputColumnId !== null &&
    storedDropdowns.has(inputColumnId) &&
    inputControlType === INPUT_CONTROL_DROPDOWN;
  const prefix = `columns.${index}` as const;

  const handleKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    const to = event.key === 'ArrowUp' ? index - 1 : index + 1;
    if (to >= 0 && to < count) onMove(index, to, 'handle');
  };

  const handleDragStart = (event: DragEvent<HTMLButtonElement>) => {
    event.dataTransfer.effectAllowed = 'move';
    // Firefox starts a drag only with some data.
    event.dataTransfer.setData('text/plain', String(index));
    const rowElement = event.currentTarget.closest('tr');
    if (rowElement) event.dataTransfer.setDragImage?.(rowElement, 16, 16);
    onDragStart(index);
  };

  return (
    <TableRow
      data-row-id={rowId}
      onDragOver={(event) => {
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
      }}
      onDragEnter={() => onDragEnter(index)}
      onDrop={(event) => {
        event.preventDefault();
        onDrop(index);
      }}
      sx={{
        opacity: dragging ? 0.5 : 1,
        verticalAlign: 'top',
        ...(dropTarget && {
          outline: 2,
          outlineColor: 'primary.main',
          outlineStyle: 'dashed',
          outlineOffset: -2,
        }),
        '& > td': { py: 1, px: 0.75 },
      }}
    >
      <TableCell padding="none" sx={{ pt: 1.5 }}>
        <Tooltip title={t('editor.row.handle', { row: named })}>
          <IconButton
            size="small"
            draggable
            aria-label={t('editor.row.handle', { row: named })}
            aria-describedby={handleHintId}
            data-action="handle"
            onKeyDown={handleKeyDown}
            onDragStart={handleDragStart}
            onDragEnd={onDragEnd}
            sx={{ cursor: 'grab' }}
          >
            <Iconify icon="ri:menu-line" width={18} />
          </IconButton>
        </Tooltip>
      </TableCell>
      <TableCell sx={{ pt: '18px !important', textAlign: 'center' }}>{position}</TableCell>
      <TableCell sx={{ minWidth: 92 }}>
        <RhfSelect<ColumnEditorValues>
          name={`${prefix}.inputCol`}
          options={inputColOptions}
          size="small"
          required
          onValueChange={() => onRuleFieldChange(index, 'inputCol')}
          slotProps={{ htmlInput: { 'aria-label': label('inputCol') } }}
        />
      </TableCell>
      <TableCell sx={{ minWidth: 180 }}>
        <RhfTextField<ColumnEditorValues>
          name={`${prefix}.columnName`}
          size="small"
          required
          slotProps={{
            htmlInput: { 'aria-label': label('columnName'), maxLength: 200, 'data-action': 'columnName' },
          }}
        />
      </TableCell>
      {LISTBOX_CELLS.map(({ field, group, minWidth, empty }) => (
        <TableCell key={field} sx={{ minWidth }}>
          <ListboxSelect<ColumnEditorValues>
            name={`${prefix}.${field}`}
            group={group}
            empty={empty}
            size="small"
            required
            onValueChange={() => onRuleFieldChange(index, field)}
            slotProps={{ htmlInput: { 'aria-label': label(field) } }}
          />
        </TableCell>
      ))}
      <TableCell align="center" sx={{ pt: '6px !important' }}>
        <Controller
          name={`${prefix}.required`}
          control={control}
          render={({ field }) => (
            <Checkbox
              name={field.name}
              checked={field.value === true}
              onChange={(event) => field.onChange(event.target.checked)}
              onBlur={field.onBlur}
              slotProps={{ input: { ref: field.ref, 'aria-label': label('required') } }}
            />
          )}
        />
      </TableCell>
      <TableCell sx={{ minWidth: 96 }}>
        <RhfTextField<ColumnEditorValues>
          name={`${prefix}.maxLength`}
          size="small"
          slotProps={{ htmlInput: { 'aria-label': label('maxLength'), inputMode: 'numeric', maxLength: 4 } }}
        />
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap', pt: '10px !important' }}>
        <Box component="span">
          <RowButton
            action="up"
            icon="ri:arrow-up-line"
            label={t('editor.row.moveUp', { row: named })}
            onClick={() => onMove(index, index - 1, 'up')}
            disabled={index === 0}
          />
          <RowButton
            action="down"
            icon="ri:arrow-down-line"
            label={t('editor.row.moveDown', { row: named })}
            onClick={() => onMove(index, index + 1, 'down')}
            disabled={index === count - 1}
          />
          {canHaveOptions ? (
            <RowButton
              action="options"
              icon="ri:list-check"
              label={t('editor.row.options', { row: named })}
              onClick={() => onOpenOptions(index)}
            />
          ) : (
            // Only a saved dropdown column has options: keep the buttons aligned.
            <Box component="span" sx={{ display: 'inline-block', width: 34 }} />
          )}
          <RowButton
            action="remove"
            icon="ri:delete-bin-line"
            label={t('editor.row.remove', { row: named })}
            onClick={() => onRemove(index)}
          />
        </Box>
      </TableCell>
    </TableRow>
  );
}
