import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { UploadTemplateDetail } from 'contract/upload-template';
import { useEffect, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useFormSave, useRecordForm } from 'src/components/form-dialog';
import { RhfForm } from 'src/components/form-fields';
import { escapeToCancel } from 'src/components/unsaved-changes';
import { uploadTemplateKeys } from '../../api/upload-template-query-keys';
import { createUploadTemplate, updateUploadTemplate } from '../../api/template-calls';
import { RuleRefusalAlert } from './rule-refusal-alert';
import { TemplateHeaderFields } from './template-header-fields';
import {
  emptyTemplateHeader,
  headerOf,
  headerToCreateRequest,
  headerToForm,
  headerToUpdateRequest,
  templateHeaderSchema,
  type TemplateHeader,
  type TemplateHeaderValues,
} from './template-header-schema';
import { TEMPLATE_LIST_PATH } from './template-page-paths';

export interface TemplateHeaderFormProps {
  /** The template as read; undefined for a new one. */
  template: UploadTemplateDetail | undefined;
  /** Re-reads the template after a 409 STALE_RECORD. */
  onReload: () => Promise<unknown>;
  /** A new template was stored: the page continues with it. */
  onCreated: (templateCode: string) => void;
  /** Tells the page whether the header holds unsaved changes (it guards leaving). */
  onDirtyChange: (dirty: boolean) => void;
  /** The page's view mode: every field read-only, no save (the page's edit button edits). */
  readOnly?: boolean;
}

/**
 * The template's header fields with the shared page-form save (ux.md "Dialogs and forms"):
 * validate all and focus the first error, confirm, save once, toast; a failure keeps the
 * values, marks the fields the server names, repeats a 422 rule refusal next to the button,
 * and a stale version offers to reload.
 */
export function TemplateHeaderForm({
  template,
  onReload,
  onCreated,
  onDirtyChange,
  readOnly = false,
}: TemplateHeaderFormProps) {
  const { t } = useTranslation('upload-template');
  const navigate = useNavigate();
  const headingId = useId();
  const mode = template ? 'modify' : 'add';

  // The header only: saving columns or options bumps the template's version, which must not
  // throw away what is being typed here (the save sends the latest version).
  const headerKey = template ? JSON.stringify(headerOf(template)) : null;
  const header = useMemo(
    () => (headerKey === null ? undefined : (JSON.parse(headerKey) as TemplateHeader)),
    [headerKey],
  );

  const form = useRecordForm({
    schema: templateHeaderSchema,
    emptyValues: emptyTemplateHeader,
    record: header,
    toValues: headerToForm,
    open: true,
  });
  const { isDirty } = form.formState;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const { confirmAndSave, isSaving, saveError, abandonSave, confirmDialog } = useFormSave<
    TemplateHeaderValues,
    UploadTemplateDetail
  >({
    form,
    mode,
    save: (values) =>
      template
        ? updateUploadTemplate(headerToUpdateRequest(values, template))
        : createUploadTemplate(headerToCreateRequest(values)),
    invalidate: [uploadTemplateKeys.list],
    onReload,
    storeAt: (saved) => uploadTemplateKeys.detail(saved.templateCode),
    onSaved: (saved) => {
      form.reset(headerToForm(headerOf(saved)));
      if (!template) onCreated(saved.templateCode);
    },
  });

  // Back always works: during a save it stops waiting for the server (issue 32).
  const back = () => {
    abandonSave();
    void navigate(TEMPLATE_LIST_PATH);
  };

  return (
    <Card sx={{ p: { xs: 2, md: 3 } }}>
      <RhfForm
        form={form}
        onValid={confirmAndSave}
        readOnly={readOnly}
        aria-labelledby={headingId}
        // Escape = Back, as in a dialog: the page asks first about unsaved changes.
        onKeyDown={escapeToCancel(back)}
      >
        <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('editor.headerTitle')}
        </Typography>
        <TemplateHeaderFields
          existingCustomer={template ? `${template.customerCode} ${template.customerName}` : undefined}
        />
        {!isSaving && <RuleRefusalAlert error={saveError} />}
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 3 }}>
          <Button color="inherit" variant="outlined" onClick={back}>
            {t('common:action.back')}
          </Button>
          {!readOnly && (
            <Button type="submit" variant="contained" loading={isSaving}>
              {t('editor.saveHeader')}
            </Button>
          )}
        </Box>
      </RhfForm>
      {confirmDialog}
    </Card>
  );
}
