import { RD_REFERENCE_MAX, type RdMonthRow } from 'contract/rd-filing';
import { useTranslation } from 'react-i18next';
import { FormDialog, useRecordForm } from 'src/components/form-dialog';
import { fieldMessage, RhfTextField } from 'src/components/form-fields';
import { object, string, type ObjectSchema } from 'yup';
import { markRdSubmitted, rdFilingKeys } from '../api/rd-filing-calls';
import { monthText } from './rd-month-columns';

interface SubmittedValues extends Record<string, unknown> {
  rdReference: string;
}

// Module constants: the form resets when `toValues` changes identity.
const emptyValues: SubmittedValues = { rdReference: '' };
const toValues = (): SubmittedValues => emptyValues;
const schema = object({
  rdReference: string()
    .trim()
    .required(fieldMessage('required'))
    .max(RD_REFERENCE_MAX, fieldMessage('maxLength', { max: RD_REFERENCE_MAX })),
}) as ObjectSchema<SubmittedValues>;

/**
 * Records a month filed by hand on the Revenue Department's website: the reference it gave,
 * asked once more before it is kept (the server keeps the pack that was filed).
 */
export function MarkSubmittedDialog({ month, onClose }: { month: RdMonthRow | null; onClose: () => void }) {
  const { t } = useTranslation('rd-filing');
  const open = month !== null;
  const form = useRecordForm<SubmittedValues, RdMonthRow | null>({
    schema,
    emptyValues,
    record: month,
    toValues,
    open,
  });
  const name = month ? monthText(month.month) : '';
  return (
    <FormDialog<SubmittedValues, unknown>
      open={open}
      mode="add"
      title={t('dialog.title', { month: name })}
      form={form}
      save={(values) =>
        markRdSubmitted({
          customerCode: month!.customerCode,
          month: month!.month,
          rdReference: values.rdReference.trim(),
        })
      }
      confirmMessage={t('dialog.confirm', { month: name })}
      invalidate={[rdFilingKeys.list]}
      onClose={onClose}
    >
      <RhfTextField<SubmittedValues>
        name="rdReference"
        label={t('rdReference')}
        helperText={t('dialog.referenceHint')}
        required
        autoComplete="off"
      />
    </FormDialog>
  );
}
