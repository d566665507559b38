import type { StatCounterRecord } from 'contract/landing';
import { useTranslation } from 'react-i18next';
import { FormDialog, FormGrid, useRecordForm } from 'src/components/form-dialog';
import { RhfTextField } from 'src/components/form-fields';
import { landingAdminKeys, updateStatCounter } from '../../api/landing-admin-calls';
import {
  emptyStatCounter,
  statCounterSchema,
  statCounterToForm,
  toStatCounterRequest,
  type StatCounterFormValues,
} from '../../schemas/stat-counter-schema';

export interface StatCounterDialogProps {
  open: boolean;
  counter: StatCounterRecord | undefined;
  onClose: () => void;
  onReload: () => Promise<unknown>;
}

const Field = RhfTextField<StatCounterFormValues>;

/** A figure of the landing page: its Thai and English label and its value. */
export function StatCounterDialog({ open, counter, onClose, onReload }: StatCounterDialogProps) {
  const { t } = useTranslation('landing-admin');
  const form = useRecordForm({
    schema: statCounterSchema,
    emptyValues: emptyStatCounter,
    record: counter,
    toValues: statCounterToForm,
    open,
  });
  return (
    <FormDialog
      open={open && counter !== undefined}
      mode="modify"
      title={t('list:dialogTitle.modify', { entity: t('counters.entity') })}
      form={form}
      save={(values) => updateStatCounter(toStatCounterRequest(values, counter!))}
      invalidate={[landingAdminKeys.counters]}
      onReload={onReload}
      onClose={onClose}
    >
      <FormGrid>
        <Field name="labelTh" label={t('counters.labelTh')} required />
        <Field name="labelEn" label={t('counters.labelEn')} required />
        <Field
          name="value"
          label={t('counters.value')}
          required
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      </FormGrid>
    </FormDialog>
  );
}
