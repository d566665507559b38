import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import { PDF_FILE_ACCEPT, type PdfTemplateDetail } from 'contract/pdf-template';
import { useSnackbar } from 'notistack';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from 'src/components/confirm-dialog';
import { FactList, Section } from 'src/components/fact-list';
import { FileDrop } from 'src/components/file-drop';
import { pdfTemplateKeys } from '../../api/pdf-template-query-keys';
import { offerReloadIfStale } from '../offer-reload';
import { sayAtFile } from './form-file-refusal';
import { UploadProgress } from './upload-progress';
import { useFormUpload } from './use-form-upload';

/** A file chosen on the new-template page whose upload failed: kept, with why. */
export interface PendingFormFile {
  file: File;
  error?: string;
}

export interface FormFileSectionProps {
  template: PdfTemplateDetail;
  pending?: PendingFormFile;
  /** The layout has unsaved changes: a new form may move its fields, so save or undo them first. */
  locked: boolean;
  /** Re-reads the template after a 409 STALE_RECORD. */
  onReload: () => Promise<unknown>;
  /** A file is chosen and not uploaded yet (the page guards leaving). */
  onDirtyChange: (dirty: boolean) => void;
}

/**
 * The template's PDF form: its name and page count, and an upload that adds or replaces it
 * (ux.md "Upload": checked here first, the upload question, progress). A refusal keeps the file
 * and says why at the file: 415 wrong type, 413 too large, 422 PDF_REFUSED in the server's words.
 */
export function FormFileSection({
  template,
  pending,
  locked,
  onReload,
  onDirtyChange,
}: FormFileSectionProps) {
  const { t } = useTranslation('pdf-template');
  const { enqueueSnackbar } = useSnackbar();
  const queryClient = useQueryClient();
  const { confirm, confirmDialog } = useConfirm();
  const { upload, progress } = useFormUpload();
  const [file, setFile] = useState<File | null>(pending?.file ?? null);
  const [fileError, setFileError] = useState<string | undefined>(pending?.error);
  const busy = useRef(false);
  const lockedId = useId();
  const hasForm = template.formFileId !== null;

  useEffect(() => onDirtyChange(file !== null), [file, onDirtyChange]);

  const send = async () => {
    if (busy.current) return;
    if (!file) {
      setFileError(t('list:validation.fileRequired'));
      return;
    }
    busy.current = true;
    try {
      if (!(await confirm({ message: t('common:confirm.upload') }))) return;
      setFileError(undefined);
      const saved = await upload(template, file);
      enqueueSnackbar(t('common:toast.saveSuccess'), { variant: 'success' });
      queryClient.setQueryData(pdfTemplateKeys.detail(saved.pdfTemplateId), saved);
      void queryClient.invalidateQueries({ queryKey: pdfTemplateKeys.list });
      setFile(null);
    } catch (error) {
      enqueueSnackbar(t('common:toast.saveFailure'), { variant: 'error' });
      setFileError(sayAtFile(error, t));
      await offerReloadIfStale(error, confirm, t, onReload);
    } finally {
      busy.current = false;
    }
  };

  return (
    <Section title={t('form.title')}>
      <FactList
        facts={[
          [t('form.fileName'), template.fileName ?? t('form.none')],
          [t('form.pageCount'), hasForm ? String(template.pageCount) : ''],
        ]}
      />
      <Box sx={{ mt: 2 }}>
        <FileDrop
          file={file}
          onChange={(chosen) => {
            setFileError(undefined);
            setFile(chosen);
          }}
          accept={PDF_FILE_ACCEPT}
          label={t('form.choose')}
          disabled={progress !== null}
          error={fileError}
        />
      </Box>
      <UploadProgress percent={progress} />
      {locked && (
        <Alert id={lockedId} severity="info" sx={{ mt: 2 }}>
          {t('form.lockedByLayout')}
        </Alert>
      )}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
        <Button
          variant="contained"
          onClick={() => void send()}
          loading={progress !== null}
          disabled={locked}
          aria-describedby={locked ? lockedId : undefined}
        >
          {hasForm ? t('form.replace') : t('form.upload')}
        </Button>
      </Box>
      {confirmDialog}
    </Section>
  );
}
