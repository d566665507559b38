import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  FIELD_ALIGNS,
  FONT_SIZE_MAX,
  FONT_SIZE_MIN,
  formatsOf,
  isItemKey,
  MIN_BOX,
  type FieldFormat,
} from 'contract/pdf-template';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Iconify } from 'src/components/iconify';
import { NumberDraftField, TextDraftField } from './draft-fields';
import type { Size } from './geometry';
import type { DesignerField, ItemTable } from './layout';
import type { FieldPatch, TablePatch } from './layout-edits';

/** The label's length at most (contract columnIn.label). */
const LABEL_MAX = 100;
/** Table rows at most, and the tallest row (contract itemTableIn). */
const ROWS_MAX = 100;
const ROW_HEIGHT_MAX = 1000;
/** The select's value for "as given" (format null). */
const AS_GIVEN = '';

interface PanelProps<Patch> {
  page: Size;
  /** One change; `mergeKey` joins the changes of one box into one undo step. */
  onChange: (patch: Patch, mergeKey: string) => void;
  /** A typed box was left. */
  onDone: () => void;
  onRemove: () => void;
}

/** The selected field's settings: label, font size, alignment, format, position and size. */
export function FieldPanel({
  field,
  keyName,
  page,
  onChange,
  onDone,
  onRemove,
}: PanelProps<FieldPatch> & { field: DesignerField; keyName: string }) {
  const { t } = useTranslation('pdf-template');
  const inTable = isItemKey(field.dataTypeKey);
  const merge = (property: string) => `field:${field.id}:${property}`;
  const point = (property: 'x' | 'y' | 'width' | 'height', max: number, min = 0) => (
    <NumberDraftField
      label={t(`designer.panel.${property}`)}
      value={field[property]}
      min={min}
      max={max}
      onCommit={(value) => onChange({ [property]: value }, merge(property))}
      onDone={onDone}
      disabled={property === 'y' && inTable}
      helperText={property === 'y' && inTable ? t('designer.panel.yInTable') : undefined}
    />
  );

  return (
    <PanelFrame
      title={t('designer.panel.fieldTitle', { name: keyName })}
      removeLabel={t('designer.panel.removeField')}
      onRemove={onRemove}
    >
      <TextDraftField
        label={t('designer.panel.label')}
        value={field.label}
        maxLength={LABEL_MAX}
        onCommit={(label) => onChange({ label }, merge('label'))}
        onDone={onDone}
      />
      <NumberDraftField
        label={t('designer.panel.fontSize')}
        value={field.fontSize}
        min={FONT_SIZE_MIN}
        max={FONT_SIZE_MAX}
        onCommit={(fontSize) => onChange({ fontSize }, merge('fontSize'))}
        onDone={onDone}
      />
      <Box>
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mb: 0.5 }}>
          {t('designer.panel.align')}
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={field.align}
          aria-label={t('designer.panel.align')}
          onChange={(_, align: DesignerField['align'] | null) => {
            if (align) onChange({ align }, merge('align'));
            onDone();
          }}
        >
          {FIELD_ALIGNS.map((align) => (
            <ToggleButton key={align} value={align}>
              {t(`align.${align}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
      <TextField
        select
        size="small"
        label={t('designer.panel.format')}
        value={field.format ?? AS_GIVEN}
        onChange={(event) => {
          const value = event.target.value;
          onChange({ format: value === AS_GIVEN ? null : (value as FieldFormat) }, merge('format'));
          onDone();
        }}
      >
        <MenuItem value={AS_GIVEN}>{t('format.asGiven')}</MenuItem>
        {formatsOf(field.dataTypeKey).map((format) => (
          <MenuItem key={format} value={format}>
            {t(`format.${format}`)}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5 }}>
        {point('x', page.width - field.width)}
        {point('y', page.height - field.height)}
        {point('width', page.width - field.x, MIN_BOX)}
        {point('height', page.height - field.y, MIN_BOX)}
      </Box>
    </PanelFrame>
  );
}

/** The item table's settings: row height, rows per page, position and width. */
export function TablePanel({
  table,
  page,
  onChange,
  onDone,
  onRemove,
}: PanelProps<TablePatch> & { table: ItemTable }) {
  const { t } = useTranslation('pdf-template');
  const merge = (property: string) => `table:${property}`;
  const number = (property: keyof TablePatch, min: number, max: number, integer = false) => (
    <NumberDraftField
      label={t(`designer.panel.${property}`)}
      value={table[property]}
      min={min}
      max={max}
      integer={integer}
      onCommit={(value) => onChange({ [property]: value }, merge(property))}
      onDone={onDone}
    />
  );
  return (
    <PanelFrame
      title={t('designer.table.title')}
      removeLabel={t('designer.table.remove')}
      onRemove={onRemove}
    >
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('designer.table.explain')}
      </Typography>
      {number('rowHeight', MIN_BOX, Math.min(ROW_HEIGHT_MAX, page.height))}
      {number('rowsPerPage', 1, ROWS_MAX, true)}
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5 }}>
        {number('x', 0, page.width - table.width)}
        {number('y', 0, page.height - table.rowHeight * table.rowsPerPage)}
        {number('width', MIN_BOX, page.width - table.x)}
      </Box>
    </PanelFrame>
  );
}

/** A panel: its heading names it, and its last button removes what it shows. */
function PanelFrame({
  title,
  removeLabel,
  onRemove,
  children,
}: {
  title: string;
  removeLabel: string;
  onRemove: () => void;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={2}>
      <Typography id={headingId} variant="subtitle1" component="h3">
        {title}
      </Typography>
      {children}
      <Button
        color="error"
        variant="outlined"
        startIcon={<Iconify icon="ri:delete-bin-line" />}
        onClick={onRemove}
      >
        {removeLabel}
      </Button>
    </Stack>
  );
}
