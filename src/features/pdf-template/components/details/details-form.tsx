import type { PdfTemplateDetail } from 'contract/pdf-template';
import { useEffect, useMemo } from 'react';
import { useFormSave, useRecordForm } from 'src/components/form-dialog';
import { updatePdfTemplate } from '../../api/pdf-template-calls';
import { pdfTemplateKeys } from '../../api/pdf-template-query-keys';
import { DetailsCard } from './details-card';
import { DetailsFields } from './details-fields';
import {
  detailsOf,
  detailsSchema,
  detailsToForm,
  detailsToUpdateRequest,
  emptyDetails,
  type Details,
  type DetailsValues,
} from './details-schema';
import { RuleRefusalAlert } from './rule-refusal-alert';

export interface DetailsFormProps {
  template: PdfTemplateDetail;
  /** Re-reads the template after a 409 STALE_RECORD. */
  onReload: () => Promise<unknown>;
  /** Tells the page whether the details hold unsaved changes (it guards leaving). */
  onDirtyChange: (dirty: boolean) => void;
}

/**
 * A saved template's details with the shared page-form save (ux.md "Dialogs and forms"):
 * validate all and focus the first error, ask to confirm the change (common:confirm.modify), save once, toast; a failure
 * keeps the values, marks the fields the server names, says a 422 FORM_REQUIRED /
 * FIELDS_REQUIRED next to the button, and a stale version offers to reload.
 */
export function DetailsForm({ template, onReload, onDirtyChange }: DetailsFormProps) {
  // The details only: saving the layout or the form bumps the version, which must not throw
  // away what is being typed here (the save sends the latest version).
  const detailsKey = JSON.stringify(detailsOf(template));
  const details = useMemo(() => JSON.parse(detailsKey) as Details, [detailsKey]);

  const form = useRecordForm({
    schema: detailsSchema,
    emptyValues: emptyDetails,
    record: details,
    toValues: detailsToForm,
    open: true,
  });
  const { isDirty } = form.formState;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const formSave = useFormSave<DetailsValues, PdfTemplateDetail>({
    form,
    mode: 'modify',
    save: (values) => updatePdfTemplate(detailsToUpdateRequest(values, template)),
    invalidate: [pdfTemplateKeys.list],
    onReload,
    storeAt: (saved) => pdfTemplateKeys.detail(saved.pdfTemplateId),
    onSaved: (saved) => form.reset(detailsToForm(detailsOf(saved))),
  });

  return (
    <DetailsCard form={form} save={formSave}>
      <DetailsFields existingCustomer={`${template.customerCode} ${template.customerName}`} />
      {!formSave.isSaving && <RuleRefusalAlert error={formSave.saveError} />}
    </DetailsCard>
  );
}
