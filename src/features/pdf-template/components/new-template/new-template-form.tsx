import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { PDF_FILE_ACCEPT, type PdfTemplateDetail } from 'contract/pdf-template';
import { useSnackbar } from 'notistack';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useFormSave, useNewForm } from 'src/components/form-dialog';
import { FileDrop } from 'src/components/file-drop';
import { createPdfTemplate } from '../../api/pdf-template-calls';
import { pdfTemplateKeys } from '../../api/pdf-template-query-keys';
import { DetailsCard } from '../details/details-card';
import { DetailsFields } from '../details/details-fields';
import {
  detailsSchema,
  detailsToCreateRequest,
  emptyDetails,
  type DetailsValues,
} from '../details/details-schema';
import { sayAtFile } from '../form-file/form-file-refusal';
import { UploadProgress } from '../form-file/upload-progress';
import { useFormUpload } from '../form-file/use-form-upload';
import { PDF_TEMPLATE_LIST_PATH } from '../pdf-template-paths';
import type { TemplatePageState } from '../pending-form';

// Module constant: the form starts from it.
/** What the add did: the stored template, and the form's upload when it failed. */
export interface Created {
  template: PdfTemplateDetail;
  state?: TemplatePageState;
}

export interface NewTemplateFormProps {
  /** The template is stored (and its form, when chosen, uploaded or not): the page continues. */
  onCreated: (created: Created) => void;
  onDirtyChange: (dirty: boolean) => void;
}

/**
 * A new PDF template: its details and, if chosen, its PDF form (checked here first: PDF, ≤ 5 MB).
 * Save asks to confirm the add (common:confirm.add), creates the template (a DRAFT), then uploads the form. An upload
 * that fails after the create loses nothing: the template's page opens with the file kept and
 * the reason said at it.
 */
export function NewTemplateForm({ onCreated, onDirtyChange }: NewTemplateFormProps) {
  const { t } = useTranslation('pdf-template');
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const [file, setFile] = useState<File | null>(null);
  const { upload, progress } = useFormUpload();

  const form = useNewForm(detailsSchema, emptyDetails);
  const { isDirty } = form.formState;
  useEffect(() => onDirtyChange(isDirty || file !== null), [isDirty, file, onDirtyChange]);

  const save = async (values: DetailsValues): Promise<Created> => {
    const template = await createPdfTemplate(detailsToCreateRequest(values));
    if (!file) return { template };
    try {
      return { template: await upload(template, file) };
    } catch (error) {
      enqueueSnackbar(t('new.uploadFailed'), { variant: 'warning' });
      return {
        template,
        state: { pendingForm: { file, error: sayAtFile(error, t) ?? t('new.uploadFailed') } },
      };
    }
  };

  const formSave = useFormSave<DetailsValues, Created>({
    form,
    mode: 'add',
    save,
    invalidate: [pdfTemplateKeys.list],
    onSaved: onCreated,
  });

  return (
    <DetailsCard
      form={form}
      save={formSave}
      back={
        <Button
          color="inherit"
          variant="outlined"
          onClick={() => void navigate(PDF_TEMPLATE_LIST_PATH)}
          disabled={formSave.isSaving}
        >
          {t('common:action.back')}
        </Button>
      }
    >
      <DetailsFields />
      <Typography variant="subtitle2" component="h3" sx={{ mt: 3, mb: 1 }}>
        {t('form.title')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {t('new.formHint')}
      </Typography>
      <FileDrop
        file={file}
        onChange={setFile}
        accept={PDF_FILE_ACCEPT}
        label={t('form.choose')}
        disabled={formSave.isSaving}
      />
      <UploadProgress percent={progress} />
    </DetailsCard>
  );
}
