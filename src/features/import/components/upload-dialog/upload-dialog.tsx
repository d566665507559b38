import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { UploadResult } from 'contract/customer-upload';
import type { UploadType } from 'contract/upload-template';
import { useEffect, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { FileDrop, fileProblem } from 'src/components/file-drop';
import { errorText } from 'src/components/form-fields';
import { FormDialog, FormGrid, useNewForm } from 'src/components/form-dialog';
import { ImportTargetFields, TemplateSampleButton, useImportTemplates } from 'src/components/import-target';
import { ApiError } from 'src/lib/api-error';
import { importKeys, uploadImportFile } from '../../api/import-calls';
import { emptyUpload, uploadSchema, type UploadValues } from './upload-schema';

/** The keys of the server's refusals that are about the file (contract UPLOAD_ERROR_KEYS). */
const FILE_KEYS = new Set([
  'file',
  'FILE_TOO_LARGE',
  'FILE_TYPE',
  'FILE_UNREADABLE',
  'TOO_MANY_ROWS',
  'NO_ROWS',
]);
/** The server's words about the file; a bare 413 / 415 (a proxy's, or the body limit's) gets the spec's. */
function fileProblemOf(error: ApiError, t: TFunction): string | undefined {
  const said = error.details.find((detail) => FILE_KEYS.has(detail.key))?.description;
  if (said) return said;
  if (error.status === 413) return t('common:upload.tooLarge');
  if (error.status === 415) return t('common:upload.wrongType');
  return undefined;
}

/** The file types a template takes; both until one is chosen (the server checks the content). */
function acceptOf(templateType: string | undefined): string {
  return templateType === 'EXCEL' ? '.xlsx' : templateType === 'CSV' ? '.csv' : '.xlsx,.csv';
}

/**
 * Upload a file of invoice data (ux.md "Upload"): customer (administrators), branch, template
 * and the file — checked here first —, the upload question, a progress bar, then the result.
 * A refused upload keeps the file and the choices, and says why.
 */
export function UploadDialog({
  open,
  uploadType,
  onClose,
  onUploaded,
}: {
  open: boolean;
  uploadType: UploadType;
  onClose: () => void;
  onUploaded: (result: UploadResult) => void;
}) {
  const { t } = useTranslation('import');
  const [progress, setProgress] = useState<number | null>(null);
  // What the server said about the file itself (413 / 415 / 422), shown at the file: those
  // answers are not code 102, so the dialog's banner only says that it failed.
  const [fileError, setFileError] = useState<string>();
  const form = useNewForm(uploadSchema, emptyUpload, open);
  const [customerCode, templateCode] = useWatch({
    control: form.control,
    name: ['customerCode', 'templateCode'],
  });
  const templates = useImportTemplates(customerCode, uploadType, open);
  const chosenTemplate = templates.data?.find((x) => x.templateCode === templateCode);
  const accept = acceptOf(chosenTemplate?.templateType);
  // A template of the other type chosen after the file: the file no longer fits, so it goes,
  // with the spec's wrong-type message (the drop zone checks only what is chosen next).
  useEffect(() => {
    const held = form.getValues('file');
    if (held && fileProblem(held, accept) === 'wrongType') {
      form.setValue('file', null, { shouldDirty: true });
      form.setError('file', { message: 'common:upload.wrongType' });
    }
  }, [accept, form]);
  const close = () => {
    setFileError(undefined);
    onClose();
  };

  const save = async (values: UploadValues) => {
    const body = new FormData();
    body.set('uploadType', uploadType);
    body.set('templateCode', values.templateCode);
    body.set('branchCode', values.branchCode);
    if (values.customerCode) body.set('customerCode', values.customerCode);
    body.set('file', values.file!, values.file!.name);
    setProgress(0);
    setFileError(undefined);
    try {
      return await uploadImportFile(body, { onProgress: setProgress });
    } catch (error) {
      if (error instanceof ApiError) setFileError(fileProblemOf(error, t));
      throw error;
    } finally {
      setProgress(null);
    }
  };

  return (
    <FormDialog<UploadValues, UploadResult>
      open={open}
      mode="add"
      title={t('upload.title')}
      form={form}
      save={save}
      confirmMessage={t('common:confirm.upload')}
      invalidate={[importKeys.list]}
      onSaved={onUploaded}
      onClose={close}
      footer={
        progress !== null && (
          <Box sx={{ mt: 2 }}>
            <Typography variant="body2" sx={{ mb: 1 }}>
              {t('upload.progress', { percent: progress })}
            </Typography>
            <LinearProgress
              variant="determinate"
              value={progress}
              aria-label={t('upload.progress', { percent: progress })}
            />
          </Box>
        )
      }
    >
      <FormGrid>
        <ImportTargetFields uploadType={uploadType} />
      </FormGrid>
      {/* Where an import starts: the chosen template's sample shows what the file holds (issue 32). */}
      {chosenTemplate && (
        <Box sx={{ mt: 1 }}>
          <TemplateSampleButton
            variant="text"
            templateCode={chosenTemplate.templateCode}
            templateType={chosenTemplate.templateType}
          />
        </Box>
      )}
      <Box sx={{ mt: 2 }}>
        <Controller
          control={form.control}
          name="file"
          render={({ field, fieldState }) => (
            <FileDrop
              file={field.value}
              onChange={(file) => {
                setFileError(undefined);
                form.clearErrors('file');
                field.onChange(file);
              }}
              accept={accept}
              label={t('upload.chooseFile')}
              error={errorText(t, fieldState.error) ?? fileError}
            />
          )}
        />
      </Box>
    </FormDialog>
  );
}
