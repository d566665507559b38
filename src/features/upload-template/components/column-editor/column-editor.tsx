import { yupResolver } from '@hookform/resolvers/yup';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { MAX_COLUMNS, type InputColumn, type UploadTemplateDetail } from 'contract/upload-template';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useFieldArray, useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useFormSave } from 'src/components/form-dialog';
import { RhfForm } from 'src/components/form-fields';
import { Iconify } from 'src/components/iconify';
import { escapeToCancel } from 'src/components/unsaved-changes';
import { VisuallyHidden } from 'src/components/visually-hidden';
import { saveInputColumns } from '../../api/column-calls';
import { uploadTemplateKeys } from '../../api/upload-template-query-keys';
import { RuleRefusalAlert } from '../template-page/rule-refusal-alert';
import { TEMPLATE_LIST_PATH } from '../template-page/template-page-paths';
import { ColumnOptionsDialog, type OptionsColumn } from './column-options-dialog';
import { ColumnRow, type RowAction } from './column-row';
import {
  columnEditorSchema,
  columnsToForm,
  INPUT_CONTROL_DROPDOWN,
  newColumnRow,
  rowsToRequest,
  type ColumnEditorValues,
} from './column-schema';

export interface ColumnEditorProps {
  /** The saved template with its stored columns. */
  template: UploadTemplateDetail;
  /** Reads the template again (after a STALE_RECORD answer, when the user chose to reload). */
  onReload: () => Promise<{ data?: UploadTemplateDetail | undefined }>;
  /** Tells the page whether rows hold unsaved changes (it guards leaving). */
  onDirtyChange: (dirty: boolean) => void;
}

/** The fields the server's column rules look at across rows. */
const RULE_FIELDS = ['inputCol', 'dataTypeKey', 'inputControlType'] as const;
const UNIQUE_FIELDS = ['inputCol', 'dataTypeKey'] as const;
type RuleField = 'inputCol' | 'dataTypeKey' | 'inputType' | 'inputControlType';
type Path = FieldPath<ColumnEditorValues>;

/** Where the focus goes once the rows have re-rendered: a row (by its id, or the last) and a control. */
type PendingFocus = { row: { id: string } | 'last' | 'add'; action: RowAction };

/** Puts the focus on a row's control; at the ends of the list a disabled move button gives way to the other. */
function focusRowControl(table: HTMLElement | null, { row: target, action }: PendingFocus): void {
  if (target === 'add') return;
  const rows = [...(table?.querySelectorAll<HTMLElement>('[data-row-id]') ?? [])];
  const row =
    target === 'last' ? rows[rows.length - 1] : rows.find((element) => element.dataset.rowId === target.id);
  const control = (name: RowAction) =>
    row?.querySelector<HTMLElement & { disabled?: boolean }>(`[data-action="${name}"]`);
  const wanted = control(action);
  const other = action === 'up' ? 'down' : action === 'down' ? 'up' : action;
  (wanted && wanted.disabled !== true ? wanted : control(other))?.focus();
}

/**
 * The template's input columns (docs/upload-templates.md): rows are added, removed and
 * reordered (drag the handle, Alt+Arrow on it, or the move buttons) in the browser, checked
 * with the server's rules as they change, and saved together with "Save columns" — one list
 * save, after the confirm question. A failed save keeps the rows and marks the fields the
 * server names (`columns.2.inputCol`); a stale template offers to reload it.
 */
export function ColumnEditor({ template, onReload, onDirtyChange }: ColumnEditorProps) {
  const { t } = useTranslation('upload-template');
  const navigate = useNavigate();
  const headingId = useId();
  const handleHintId = useId();
  const { templateCode } = template;

  const form = useForm<ColumnEditorValues>({
    mode: 'onTouched',
    resolver: yupResolver(columnEditorSchema) as never,
    defaultValues: columnsToForm(template.columns),
  });
  const { fields, append, remove, move } = useFieldArray({ control: form.control, name: 'columns' });
  const { isDirty } = form.formState;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  // The stored list the rows started from, and the template version to save over. Saving the
  // header or options bumps the version without touching the columns: the rows stay, and the
  // version follows. Columns changed elsewhere replace the rows only while nothing is typed;
  // otherwise the save answers STALE_RECORD and offers to reload.
  const columnsKey = JSON.stringify(template.columns);
  const loaded = useRef({ key: columnsKey, version: template.version });
  useEffect(() => {
    if (columnsKey === loaded.current.key) {
      loaded.current.version = template.version;
      return;
    }
    if (isDirty) return;
    loaded.current = { key: columnsKey, version: template.version };
    form.reset(columnsToForm(template.columns));
  }, [columnsKey, template.columns, template.version, isDirty, form]);

  const { confirmAndSave, isSaving, saveError, confirm, confirmDialog } = useFormSave<
    ColumnEditorValues,
    InputColumn[]
  >({
    form,
    mode: 'modify',
    save: (values) =>
      saveInputColumns(rowsToRequest(values, { templateCode, version: loaded.current.version })),
    invalidate: [uploadTemplateKeys.detail(templateCode), uploadTemplateKeys.list],
    onReload: async () => {
      const { data } = await onReload();
      if (!data) return;
      loaded.current = { key: JSON.stringify(data.columns), version: data.version };
      form.reset(columnsToForm(data.columns));
    },
    onSaved: (saved) => {
      // The template is read again (its new version); the rows show what was stored meanwhile.
      loaded.current = { key: JSON.stringify(saved), version: loaded.current.version };
      form.reset(columnsToForm(saved));
    },
  });

  // ------------------------------------------------------------ cross-row rules

  /**
   * Checks again the rule fields a change may have fixed or broken: those showing an error, and
   * file columns / document fields another row shares. A row's own untouched empty fields stay
   * quiet until it is saved.
   */
  const revalidateRules = useCallback(
    (extra: Path[] = []) => {
      const rows = form.getValues('columns');
      const names = new Set<Path>(extra);
      rows.forEach((row, index) => {
        for (const field of RULE_FIELDS) {
          const name: Path = `columns.${index}.${field}`;
          if (form.getFieldState(name).error) names.add(name);
        }
        for (const field of UNIQUE_FIELDS) {
          const value = row[field];
          if (value !== '' && rows.some((other, at) => at !== index && other[field] === value)) {
            names.add(`columns.${index}.${field}`);
          }
        }
      });
      if (names.size > 0) void form.trigger([...names]);
    },
    [form],
  );

  const onRuleFieldChange = (index: number, field: RuleField) =>
    revalidateRules(
      field === 'inputType' || field === 'inputControlType' ? [`columns.${index}.inputControlType`] : [],
    );

  // ------------------------------------------------------------ adding, moving, removing

  const tableRef = useRef<HTMLDivElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const pendingFocus = useRef<PendingFocus | null>(null);
  const rowsChanged = useRef(false);
  const [announcement, setAnnouncement] = useState('');

  // After the rows re-render: the focus goes back where the user was, and the rules that
  // depend on the order are checked again.
  useEffect(() => {
    const pending = pendingFocus.current;
    pendingFocus.current = null;
    if (pending?.row === 'add') addButton.current?.focus();
    else if (pending) focusRowControl(tableRef.current, pending);
    if (rowsChanged.current) {
      rowsChanged.current = false;
      revalidateRules();
    }
  }, [fields, revalidateRules]);

  const moveRow = (from: number, to: number, focus: RowAction) => {
    const row = fields[from];
    if (!row || to < 0 || to >= fields.length || from === to) return;
    const columnName = form.getValues(`columns.${from}.columnName`).trim();
    move(from, to);
    pendingFocus.current = { row: { id: row.id }, action: focus };
    rowsChanged.current = true;
    setAnnouncement(
      t('editor.row.moved', {
        row: columnName === '' ? t('editor.row.name', { position: from + 1 }) : columnName,
        position: to + 1,
        total: fields.length,
      }),
    );
  };

  const addRow = () => {
    if (fields.length >= MAX_COLUMNS) return;
    append(newColumnRow(form.getValues('columns')), { shouldFocus: false });
    pendingFocus.current = { row: 'last', action: 'columnName' };
  };

  const removeRow = (index: number) => {
    const next = fields[index + 1] ?? fields[index - 1];
    remove(index);
    pendingFocus.current = next
      ? { row: { id: next.id }, action: 'remove' }
      : { row: 'add', action: 'remove' };
    rowsChanged.current = true;
    setAnnouncement(t('editor.row.removed', { position: index + 1 }));
  };

  const [drag, setDrag] = useState<{ from: number; over: number } | null>(null);

  // ------------------------------------------------------------ options of a dropdown column

  const storedDropdowns = useMemo(
    () =>
      new Set(
        template.columns
          .filter((column) => column.inputControlType === INPUT_CONTROL_DROPDOWN)
          .map((column) => column.inputColumnId),
      ),
    [template.columns],
  );
  const [optionsOf, setOptionsOf] = useState<OptionsColumn | null>(null);
  const openOptions = (index: number) => {
    const row = form.getValues(`columns.${index}`);
    if (row.inputColumnId === null) return;
    const stored = template.columns.find((column) => column.inputColumnId === row.inputColumnId);
    setOptionsOf({ inputColumnId: row.inputColumnId, columnName: stored?.columnName ?? row.columnName });
  };

  const discard = async () => {
    const sure = await confirm({
      message: t('list:unsaved.message'),
      confirmLabel: t('list:unsaved.discard'),
      cancelLabel: t('list:unsaved.stay'),
      destructive: true,
    });
    if (sure) form.reset(columnsToForm(template.columns));
  };

  const headers = [
    { key: 'order', label: t('editor.column.order') },
    { key: 'inputCol', label: t('editor.column.inputCol'), required: true },
    { key: 'columnName', label: t('editor.column.columnName'), required: true },
    { key: 'dataTypeKey', label: t('editor.column.dataTypeKey'), required: true },
    { key: 'inputType', label: t('editor.column.inputType'), required: true },
    { key: 'inputControlType', label: t('editor.column.inputControlType'), required: true },
    { key: 'required', label: t('editor.column.required') },
    { key: 'maxLength', label: t('editor.column.maxLength') },
  ];

  return (
    <Card sx={{ p: { xs: 2, md: 3 }, mt: 3 }}>
      <RhfForm
        form={form}
        onValid={confirmAndSave}
        aria-labelledby={headingId}
        // Escape = the page's Back, as in a dialog: the page asks first about unsaved rows.
        onKeyDown={escapeToCancel(() => void navigate(TEMPLATE_LIST_PATH), !isSaving)}
      >
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
          <Typography id={headingId} variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            {t('editor.columnsTitle')}
          </Typography>
          <Button
            ref={addButton}
            variant="outlined"
            startIcon={<Iconify icon="ri:add-line" />}
            onClick={addRow}
            disabled={fields.length >= MAX_COLUMNS || isSaving}
          >
            {t('editor.addColumn')}
          </Button>
        </Box>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          {t('editor.columnsHint', { max: MAX_COLUMNS })}
        </Typography>
        <VisuallyHidden>
          <span id={handleHintId}>{t('editor.row.handleHint')}</span>
        </VisuallyHidden>
        <VisuallyHidden>
          <span role="status">{announcement}</span>
        </VisuallyHidden>

        {fields.length === 0 ? (
          <Typography sx={{ color: 'text.secondary', py: 2 }}>{t('editor.noColumns')}</Typography>
        ) : (
          <TableContainer
            ref={tableRef}
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflowX: 'auto' }}
          >
            <Table size="small" aria-labelledby={headingId} sx={{ minWidth: 1180 }}>
              <TableHead>
                <TableRow>
                  <TableCell padding="none">
                    <VisuallyHidden>{t('editor.column.handle')}</VisuallyHidden>
                  </TableCell>
                  {headers.map((header) => (
                    <TableCell key={header.key} sx={{ px: 0.75, whiteSpace: 'nowrap' }}>
                      {header.label}
                      {header.required && <span aria-hidden="true"> *</span>}
                    </TableCell>
                  ))}
                  <TableCell align="right">{t('list:table.actions')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {fields.map((field, index) => (
                  <ColumnRow
                    key={field.id}
                    rowId={field.id}
                    index={index}
                    count={fields.length}
                    storedDropdowns={storedDropdowns}
                    dragging={drag?.from === index}
                    dropTarget={drag !== null && drag.over === index && drag.from !== index}
                    handleHintId={handleHintId}
                    onMove={moveRow}
                    onRemove={removeRow}
                    onOpenOptions={openOptions}
                    onRuleFieldChange={onRuleFieldChange}
                    onDragStart={(from) => setDrag({ from, over: from })}
                    onDragEnter={(over) => setDrag((current) => current && { ...current, over })}
                    onDragEnd={() => setDrag(null)}
                    onDrop={(to) => {
                      if (drag) moveRow(drag.from, to, 'handle');
                      setDrag(null);
                    }}
                  />
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}

        {!isSaving && <RuleRefusalAlert error={saveError} />}
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 3 }}>
          <Button
            color="inherit"
            variant="outlined"
            onClick={() => void discard()}
            disabled={!isDirty || isSaving}
          >
            {t('editor.discardColumns')}
          </Button>
          <Button type="submit" variant="contained" loading={isSaving}>
            {t('editor.saveColumns')}
          </Button>
        </Box>
      </RhfForm>
      <ColumnOptionsDialog
        templateCode={templateCode}
        column={optionsOf}
        onClose={() => setOptionsOf(null)}
      />
      {confirmDialog}
    </Card>
  );
}
