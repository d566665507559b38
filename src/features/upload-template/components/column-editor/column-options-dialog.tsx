import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MAX_OPTIONS, type InputColumnOption } from 'contract/upload-template';
import { useSnackbar } from 'notistack';
import { listColumnOptions } from 'src/components/import-target';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SaveFailureAlert, useFormSave, useRecordForm } from 'src/components/form-dialog';
import { focusFirstField } from 'src/components/form-dialog/focus-first-field';
import { RhfForm, RhfTextField, requiredText } from 'src/components/form-fields';
import { Iconify, type IconName } from 'src/components/iconify';
import { object, type ObjectSchema } from 'yup';
import { createInputColumnOption, updateInputColumnOption } from '../../api/column-calls';
import { uploadTemplateKeys } from '../../api/upload-template-query-keys';

export interface OptionsColumn {
  inputColumnId: number;
  columnName: string;
}

export interface ColumnOptionsDialogProps {
  templateCode: string;
  /** The dropdown column whose options are shown; null while closed. */
  column: OptionsColumn | null;
  onClose: () => void;
}

interface OptionFormValues extends Record<string, unknown> {
  optionValue: string;
  optionLabel: string;
}

const optionSchema: ObjectSchema<OptionFormValues> = object({
  optionValue: requiredText(200),
  optionLabel: requiredText(200),
});
/** The two fields, each with its text keys (editor.options.value, …valueHint). */
const OPTION_FIELDS = [
  ['optionValue', 'value'],
  ['optionLabel', 'label'],
] as const;

const emptyOption: OptionFormValues = { optionValue: '', optionLabel: '' };
const optionToForm = (option: InputColumnOption): OptionFormValues => ({
  optionValue: option.optionValue,
  optionLabel: option.optionLabel,
});

/**
 * The allowed values of a saved DROPDOWN column (docs/upload-templates.md): listed, added,
 * edited and deleted here, each saved at once. Focus starts in the value field and goes back
 * to the options button on closing (the dialog's own focus handling).
 */
export function ColumnOptionsDialog({ templateCode, column, onClose }: ColumnOptionsDialogProps) {
  const { t } = useTranslation('upload-template');
  const titleId = useId();
  // The last column stays while the dialog fades out, so its title does not vanish mid-exit.
  const [shown, setShown] = useState<OptionsColumn | null>(column);
  if (column !== null && column !== shown) setShown(column);
  const content = useRef<HTMLDivElement>(null);

  return (
    <Dialog
      open={column !== null}
      onClose={onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby={titleId}
      slotProps={{ transition: { onEntered: () => focusFirstField(content.current) } }}
    >
      <DialogTitle id={titleId}>{t('editor.options.title', { name: shown?.columnName ?? '' })}</DialogTitle>
      <Box ref={content} sx={{ display: 'contents' }}>
        {shown && <OptionsContent key={shown.inputColumnId} templateCode={templateCode} column={shown} />}
      </Box>
      <DialogActions>
        <Button color="inherit" variant="outlined" onClick={onClose}>
          {t('common:action.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function OptionsContent({ templateCode, column }: { templateCode: string; column: OptionsColumn }) {
  const { t } = useTranslation('upload-template');
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const headingId = useId();
  const formId = useId();
  const { inputColumnId } = column;
  const optionsKey = uploadTemplateKeys.options(inputColumnId);

  const options = useQuery({
    queryKey: optionsKey,
    queryFn: ({ signal }) => listColumnOptions(inputColumnId, { signal }),
  });
  const [editingId, setEditingId] = useState<number | null>(null);
  const editing = options.data?.find((option) => option.optionId === editingId);

  // Every option change bumps the template's version: read it again (the column save sends it).
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: optionsKey });
    void queryClient.invalidateQueries({ queryKey: uploadTemplateKeys.detail(templateCode) });
  };

  const form = useRecordForm({
    schema: optionSchema,
    emptyValues: emptyOption,
    record: editing,
    toValues: optionToForm,
    open: true,
  });

  const { confirmAndSave, isSaving, saveError, resetSaveError, confirm, confirmDialog } = useFormSave<
    OptionFormValues,
    InputColumnOption
  >({
    form,
    mode: editing ? 'modify' : 'add',
    save: (values) => {
      const fields = { optionValue: values.optionValue.trim(), optionLabel: values.optionLabel.trim() };
      return editing
        ? updateInputColumnOption({
            ...fields,
            optionId: editing.optionId,
            version: editing.version,
            seq: editing.seq,
          })
        : createInputColumnOption({ ...fields, inputColumnId });
    },
    duplicateFields: { OPTION_DUPLICATE: 'optionValue' },
    showsFailureInside: true,
    onReload: () => options.refetch(),
    onSaved: () => {
      setEditingId(null);
      form.reset(emptyOption);
      refresh();
      form.setFocus('optionValue');
    },
  });

  const remove = useMutation({
    mutationFn: (option: InputColumnOption) =>
      updateInputColumnOption({
        optionId: option.optionId,
        version: option.version,
        optionValue: option.optionValue,
        optionLabel: option.optionLabel,
        deleted: true,
      }),
  });

  const startEditing = (option: InputColumnOption) => {
    resetSaveError();
    remove.reset();
    setEditingId(option.optionId);
    form.setFocus('optionValue');
  };
  const stopEditing = () => {
    setEditingId(null);
    form.reset(emptyOption);
    form.setFocus('optionValue');
  };

  const deleteOption = async (option: InputColumnOption) => {
    if (remove.isPending || isSaving) return;
    const sure = await confirm({
      message: t('editor.options.confirmDelete', { value: option.optionValue }),
      destructive: true,
    });
    if (!sure) return;
    resetSaveError();
    try {
      await remove.mutateAsync(option);
      enqueueSnackbar(t('common:toast.saveSuccess'), { variant: 'success' });
      if (editingId === option.optionId) stopEditing();
      else form.setFocus('optionValue');
    } catch {
      enqueueSnackbar(t('common:toast.saveFailure'), { variant: 'error' });
    }
    refresh();
  };

  const failure = saveError ?? remove.error;
  const rows = options.data ?? [];
  const full = rows.length >= MAX_OPTIONS && !editing;

  return (
    <>
      <DialogContent dividers>
        {/* The page's error banner is behind the dialog: the server's details are repeated here. */}
        {failure !== null && !isSaving && !remove.isPending && (
          <SaveFailureAlert error={failure} sx={{ mb: 2 }} />
        )}
        <RhfForm
          form={form}
          onValid={confirmAndSave}
          id={formId}
          aria-label={editing ? t('editor.options.editTitle') : t('editor.options.addTitle')}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start', mb: 2 }}
        >
          {OPTION_FIELDS.map(([name, text]) => (
            <Box key={name} sx={{ flex: '1 1 160px' }}>
              <RhfTextField<OptionFormValues>
                name={name}
                label={t(`editor.options.${text}`)}
                helperText={t(`editor.options.${text}Hint`)}
                required
                size="small"
                slotProps={{ htmlInput: { maxLength: 200 } }}
              />
            </Box>
          ))}
          <Box sx={{ display: 'flex', gap: 1, pt: 0.25 }}>
            <Button
              type="submit"
              variant="contained"
              loading={isSaving}
              disabled={full}
              startIcon={editing ? undefined : <Iconify icon="ri:add-line" />}
            >
              {editing ? t('editor.options.saveEdit') : t('editor.options.add')}
            </Button>
            {editing && (
              <Button color="inherit" variant="outlined" onClick={stopEditing} disabled={isSaving}>
                {t('editor.options.cancelEdit')}
              </Button>
            )}
          </Box>
        </RhfForm>

        <Typography id={headingId} variant="subtitle2" component="h3" sx={{ mb: 1 }}>
          {t('editor.options.listTitle', { total: rows.length })}
        </Typography>
        {options.isLoading && (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
            <CircularProgress aria-label={t('common:loading')} />
          </Box>
        )}
        {options.isError && <Alert severity="error">{t('editor.options.loadFailed')}</Alert>}
        {options.isSuccess && rows.length === 0 && (
          <Typography sx={{ color: 'text.secondary', py: 1 }}>{t('editor.options.empty')}</Typography>
        )}
        {rows.length > 0 && (
          <Table size="small" aria-labelledby={headingId}>
            <TableHead>
              <TableRow>
                <TableCell>{t('editor.options.value')}</TableCell>
                <TableCell>{t('editor.options.label')}</TableCell>
                <TableCell align="right">{t('list:table.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((option) => (
                <TableRow key={option.optionId} selected={option.optionId === editingId}>
                  <TableCell>{option.optionValue}</TableCell>
                  <TableCell>{option.optionLabel}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <OptionAction
                      icon="ri:pencil-line"
                      label={t('list:rowAction.edit', { name: option.optionValue })}
                      onClick={() => startEditing(option)}
                      disabled={isSaving}
                    />
                    <OptionAction
                      icon="ri:delete-bin-line"
                      label={t('list:rowAction.delete', { name: option.optionValue })}
                      onClick={() => void deleteOption(option)}
                      disabled={isSaving || remove.isPending}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      {confirmDialog}
    </>
  );
}

function OptionAction({
  icon,
  label,
  onClick,
  disabled,
}: {
  icon: IconName;
  label: string;
  onClick: () => void;
  disabled: boolean;
}) {
  return (
    <Tooltip title={label}>
      <span>
        <IconButton size="small" aria-label={label} onClick={onClick} disabled={disabled}>
          <Iconify icon={icon} width={18} />
        </IconButton>
      </span>
    </Tooltip>
  );
}
