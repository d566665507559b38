import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isItemKey, type PdfTemplateDetail } from 'contract/pdf-template';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from 'src/components/confirm-dialog';
import { Section } from 'src/components/fact-list';
import { Iconify } from 'src/components/iconify';
import { localizedName, useListboxOptions } from 'src/lib/lookups';
import { useLocales } from 'src/lib/use-locales';
import { GENERATE_DOC_MAP_GROUP } from '../listbox-groups';
import { FieldList, type FieldChoice } from './field-list';
import { scaleFor } from './geometry';
import { historyKey } from './keyboard';
import { pageSize } from './layout';
import type { PlacementProblem } from './layout-edits';
import { PageCanvas, type CanvasActions } from './page-canvas';
import { PageImage } from './page-image';
import { FieldPanel, TablePanel } from './side-panel';
import { useDesigner } from './use-designer';
import { useLayoutPreview } from './use-layout-preview';
import { useLayoutSave } from './use-layout-save';
import { useMeasuredWidth } from './use-measured-width';
import { useSampleWords } from './use-sample-words';

/** The canvas's width where nothing is laid out (unit tests, the first render), in pixels. */
export const FALLBACK_CANVAS_WIDTH = 800;

export interface DesignerProps {
  /** The template, with its form uploaded (formFileId set, pages read). */
  template: PdfTemplateDetail & { formFileId: string };
  /** Reads the template again; resolves with what was read. */
  onReload: () => Promise<{ data?: PdfTemplateDetail | undefined }>;
  /** Tells the page whether the layout holds unsaved changes (it guards leaving). */
  onDirtyChange: (dirty: boolean) => void;
}

/** Editable elements keep their own Ctrl+Z (text undo). */
const isEditable = (target: EventTarget) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/**
 * The field designer (docs/pdf-template-designer.md): the form page by page with the placed
 * fields drawn over it, the keys beside it to drag on (or place with a button), the selected
 * field's or item table's settings, undo / redo, save (the whole layout over the version read)
 * and a preview PDF of the layout as it is now.
 */
export function Designer({ template, onReload, onDirtyChange }: DesignerProps) {
  const { t } = useTranslation('pdf-template');
  const { currentLang } = useLocales();
  const helpId = useId();
  const { confirm, confirmDialog } = useConfirm();
  const { layout, selection, version, dirty, canUndo, canRedo, edits } = useDesigner(template);
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  // ------------------------------------------------------------ page, scale, names

  const [chosenPage, setPage] = useState(1);
  const page = Math.min(chosenPage, template.pageCount);
  const size = pageSize(template.pages, page);
  const canvasColumn = useRef<HTMLDivElement>(null);
  const scale = scaleFor(useMeasuredWidth(canvasColumn, FALLBACK_CANVAS_WIDTH), size.width);

  const { data: keys } = useListboxOptions(GENERATE_DOC_MAP_GROUP);
  const choices: FieldChoice[] = useMemo(
    () =>
      (keys ?? []).map((item) => ({
        dataTypeKey: item.code,
        name: localizedName(currentLang.value, item.nameTh, item.nameEn),
      })),
    [keys, currentLang.value],
  );
  const keyName = useCallback(
    (dataTypeKey: string) =>
      choices.find((choice) => choice.dataTypeKey === dataTypeKey)?.name ?? dataTypeKey,
    [choices],
  );
  const placed = useMemo(() => {
    const counts = new Map<string, number>();
    for (const field of layout.fields)
      counts.set(field.dataTypeKey, (counts.get(field.dataTypeKey) ?? 0) + 1);
    return counts;
  }, [layout.fields]);
  const words = useSampleWords();

  // ------------------------------------------------------------ focus and notices

  const boxes = useRef(new Map<string, HTMLElement>());
  const boxRef = useCallback(
    (id: string) => (element: HTMLElement | null) => {
      if (element) boxes.current.set(id, element);
      else boxes.current.delete(id);
    },
    [],
  );
  const canvas = useRef<HTMLDivElement>(null);
  // Where the focus goes once the boxes have re-rendered: a box just added, or the page after a removal.
  const pendingFocus = useRef<string | null>(null);
  useEffect(() => {
    const target = pendingFocus.current;
    if (target === null) return;
    pendingFocus.current = null;
    (target === 'canvas' ? canvas.current : boxes.current.get(target))?.focus();
  });
  const [notice, setNotice] = useState<string | null>(null);

  const tell = (problem: PlacementProblem) =>
    setNotice(t(`designer.problem.${problem}`, { page: layout.itemTable?.page ?? 1 }));

  const place = (dataTypeKey: string, onPage: number, at?: { x: number; y: number }) => {
    const result = edits.addField({ dataTypeKey, label: keyName(dataTypeKey), page: onPage, at }, layout);
    if ('problem' in result) {
      tell(result.problem);
      return;
    }
    setNotice(null);
    pendingFocus.current = result.id;
  };

  /** The list's "place" button: the page's centre, or the item table's first row (on its page). */
  const addFromList = (dataTypeKey: string) => {
    const table = layout.itemTable;
    if (table && isItemKey(dataTypeKey)) setPage(table.page);
    place(dataTypeKey, table && isItemKey(dataTypeKey) ? table.page : page);
  };

  const addTable = () => {
    setNotice(null);
    edits.addTable(page);
    pendingFocus.current = 'table';
  };

  const actions: CanvasActions = {
    select: edits.select,
    dropKey: (dataTypeKey, x, y) => place(dataTypeKey, page, { x, y }),
    moveField: edits.moveField,
    resizeField: edits.resizeField,
    removeField: (id) => {
      edits.removeField(id);
      pendingFocus.current = 'canvas';
    },
    moveTable: edits.moveTable,
    resizeTable: edits.resizeTable,
    removeTable: () => {
      edits.removeTable();
      pendingFocus.current = 'canvas';
    },
  };

  // ------------------------------------------------------------ save, reload, preview

  const reload = async () => {
    const { data } = await onReload();
    if (data) edits.reset(data);
  };
  const { save, isSaving } = useLayoutSave({
    pdfTemplateId: template.pdfTemplateId,
    confirm,
    onSaved: edits.reset,
    onReload: reload,
  });
  const { preview, previewing } = useLayoutPreview(template.pdfTemplateId);

  const onKeyDown = (event: KeyboardEvent) => {
    if (isEditable(event.target)) return;
    const step = historyKey(event);
    if (!step) return;
    event.preventDefault();
    if (step === 'undo') edits.undo();
    else edits.redo();
  };

  const selectedField =
    selection?.kind === 'field' ? layout.fields.find((f) => f.id === selection.id) : undefined;

  return (
    <Section title={t('designer.title')}>
      <Box onKeyDown={onKeyDown}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 1 }}>
          <Button variant="outlined" onClick={edits.undo} disabled={!canUndo} aria-keyshortcuts="Control+Z">
            {t('designer.undo')}
          </Button>
          <Button
            variant="outlined"
            onClick={edits.redo}
            disabled={!canRedo}
            aria-keyshortcuts="Control+Shift+Z Control+Y"
          >
            {t('designer.redo')}
          </Button>
          <Box sx={{ flexGrow: 1 }} />
          {dirty && (
            // warning.dark is 4.0:1 on white; the darker tone (light mode) and the light one (dark
            // mode) pass WCAG AA.
            <Typography
              variant="body2"
              role="status"
              sx={(theme) => ({
                color: 'warning.darker',
                ...theme.applyStyles('dark', { color: 'warning.light' }),
              })}
            >
              {t('designer.unsaved')}
            </Typography>
          )}
          <Button
            variant="outlined"
            startIcon={<Iconify icon="ri:file-pdf-2-line" />}
            onClick={() => void preview(layout)}
            loading={previewing}
          >
            {t('designer.preview')}
          </Button>
          <Button variant="contained" onClick={() => void save(layout, version)} loading={isSaving}>
            {t('designer.save')}
          </Button>
        </Stack>
        <Typography id={helpId} variant="caption" component="p" sx={{ color: 'text.secondary', mb: 2 }}>
          {t('designer.keys')}
        </Typography>
        {notice && (
          <Alert severity="warning" onClose={() => setNotice(null)} sx={{ mb: 2 }}>
            {notice}
          </Alert>
        )}
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: '240px minmax(0, 1fr) 260px' },
            alignItems: 'start',
          }}
        >
          <Box sx={{ maxHeight: { lg: 720 }, overflowY: { lg: 'auto' }, pr: { lg: 1 } }}>
            <FieldList
              choices={choices}
              placed={placed}
              hasTable={layout.itemTable !== null}
              onAdd={addFromList}
              onAddTable={addTable}
            />
          </Box>
          <Box ref={canvasColumn} sx={{ minWidth: 0 }}>
            <PageCanvas
              page={page}
              pageCount={template.pageCount}
              size={size}
              scale={scale}
              layout={layout}
              selection={selection}
              keyName={keyName}
              words={words}
              helpId={helpId}
              image={
                <PageImage
                  pdfTemplateId={template.pdfTemplateId}
                  formFileId={template.formFileId}
                  page={page}
                  pageCount={template.pageCount}
                />
              }
              boxRef={boxRef}
              canvasRef={canvas}
              actions={actions}
            />
            {template.pageCount > 1 && (
              <Pagination
                count={template.pageCount}
                page={page}
                onChange={(_, next) => setPage(next)}
                aria-label={t('designer.pages')}
                getItemAriaLabel={(type, item) =>
                  type === 'page' ? t('designer.page', { page: item }) : t(`designer.pager.${type}`)
                }
                sx={{ mt: 2, display: 'flex', justifyContent: 'center' }}
              />
            )}
          </Box>
          <Box>
            {selectedField ? (
              <FieldPanel
                key={selectedField.id}
                field={selectedField}
                keyName={keyName(selectedField.dataTypeKey)}
                page={pageSize(template.pages, selectedField.page)}
                onChange={(patch, mergeKey) => edits.updateField(selectedField.id, patch, mergeKey)}
                onDone={edits.endMerge}
                onRemove={() => actions.removeField(selectedField.id)}
              />
            ) : selection?.kind === 'table' && layout.itemTable ? (
              <TablePanel
                table={layout.itemTable}
                page={pageSize(template.pages, layout.itemTable.page)}
                onChange={edits.updateTable}
                onDone={edits.endMerge}
                onRemove={actions.removeTable}
              />
            ) : (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('designer.panel.none')}
              </Typography>
            )}
          </Box>
        </Box>
      </Box>
      {confirmDialog}
    </Section>
  );
}
