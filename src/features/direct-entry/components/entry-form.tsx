import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { yupResolver } from '@hookform/resolvers/yup';
import type { DirectEntryData, UploadResult } from 'contract/customer-upload';
import type { UploadTemplateDetail, UploadType } from 'contract/upload-template';
import { useMemo, type ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFormSave } from 'src/components/form-dialog';
import { escapeToCancel, UnsavedChangesGuard } from 'src/components/unsaved-changes';
import { saveDirectEntry } from '../api/direct-entry-calls';
import { EntryField, EntryGrid } from './entry-field';
import { EntryItems } from './entry-items';
import { EntryTotalsView } from './entry-totals-view';
import { emptyEntry, entryData, headerColumns, type EntryValues } from './entry-values';
import { entrySchema } from './entry-schema';

const NO_KEYS: readonly string[] = [];

export interface EntryTarget {
  uploadType: UploadType;
  customerCode: string;
  branchCode: string;
}

/**
 * The document form built from the template's input columns (in `seq` order): the header fields
 * once, then the item lines, with the totals as the user types. Save asks the add question; the
 * server checks again, and marks what it refuses on the field (everything typed is kept).
 * Cancel and Escape leave like other page forms (unsaved changes are asked about first).
 */
export function EntryForm({
  template,
  target,
  onSaved,
  onCancel,
  initialValues,
  hiddenKeys = NO_KEYS,
  saveData,
  children,
}: {
  template: UploadTemplateDetail;
  target: EntryTarget;
  onSaved: (result: UploadResult) => void;
  onCancel: () => void;
  /** Values to start from (a correction: the original's buyer and lines); empty fields otherwise. */
  initialValues?: EntryValues;
  /** Template fields the form does not show (a correction fills them itself). */
  hiddenKeys?: readonly string[];
  /** How the document is saved (a correction's own call); direct entry's otherwise. */
  saveData?: (data: DirectEntryData) => Promise<UploadResult>;
  /** Fields shown before the document's (a correction's reference and reason), in this form. */
  children?: ReactNode;
}) {
  const { t } = useTranslation('direct-entry');
  const columns = useMemo(
    () => template.columns.filter((column) => !hiddenKeys.includes(column.dataTypeKey)),
    [template.columns, hiddenKeys],
  );
  const defaultValues = useMemo(() => initialValues ?? emptyEntry(columns), [initialValues, columns]);
  const form = useForm<EntryValues>({
    mode: 'onTouched',
    resolver: yupResolver(entrySchema(columns)) as never,
    defaultValues,
  });
  const { confirmAndSave, isSaving, confirmDialog } = useFormSave<EntryValues, UploadResult>({
    form,
    mode: 'add',
    save: (values) =>
      saveData
        ? saveData(entryData(values, columns))
        : saveDirectEntry({
            uploadType: target.uploadType,
            templateCode: template.templateCode,
            branchCode: target.branchCode,
            ...(target.customerCode ? { customerCode: target.customerCode } : {}),
            data: entryData(values, columns),
          }),
    onSaved: (result) => {
      form.reset(defaultValues);
      onSaved(result);
    },
  });

  return (
    <FormProvider {...form}>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => void form.handleSubmit(confirmAndSave)(event)}
        onKeyDown={escapeToCancel(onCancel, !isSaving)}
      >
        <Stack spacing={3}>
          {children}
          <Card sx={{ p: { xs: 2, md: 3 } }} component="section" aria-label={t('header.title')}>
            <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
              {t('header.title')}
            </Typography>
            <EntryGrid wide={3}>
              {headerColumns(columns).map((column) => (
                <EntryField key={column.dataTypeKey} column={column} name={`data.${column.dataTypeKey}`} />
              ))}
            </EntryGrid>
          </Card>
          <Card sx={{ p: { xs: 2, md: 3 } }}>
            <EntryItems columns={columns} />
            <Box sx={{ mt: 3 }}>
              <EntryTotalsView />
            </Box>
          </Card>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
            <Button color="inherit" variant="outlined" onClick={onCancel} disabled={isSaving}>
              {t('common:action.cancel')}
            </Button>
            <Button type="submit" variant="contained" loading={isSaving}>
              {t('common:action.save')}
            </Button>
          </Box>
        </Stack>
      </Box>
      {confirmDialog}
      {form.formState.isDirty && !isSaving && <UnsavedChangesGuard />}
    </FormProvider>
  );
}
