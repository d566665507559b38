import { LANDING_LIMITS, type StatCounterRecord, type UpdateStatCounterRequest } from 'contract/landing';
import { fieldMessage, requiredText } from 'src/components/form-fields';
import { object, string, type InferType } from 'yup';

/** Digits as typed; spaces and thousands separators are dropped ("12,500" is 12500). */
const digitsOf = (value: string) => value.replace(/[\s,]/g, '');

export const statCounterSchema = object({
  labelTh: requiredText(LANDING_LIMITS.counterLabel),
  labelEn: requiredText(LANDING_LIMITS.counterLabel),
  value: string()
    .trim()
    .required(fieldMessage('required'))
    .test('integer', fieldMessage('integer'), (value) => /^\d+$/.test(digitsOf(value)))
    .test(
      'max',
      fieldMessage('max', { max: LANDING_LIMITS.counterValueMax.toLocaleString('en-US') }),
      (value) => !/^\d+$/.test(digitsOf(value)) || Number(digitsOf(value)) <= LANDING_LIMITS.counterValueMax,
    ),
});

export type StatCounterFormValues = InferType<typeof statCounterSchema>;

export const emptyStatCounter: StatCounterFormValues = { labelTh: '', labelEn: '', value: '' };

export function statCounterToForm(counter: StatCounterRecord): StatCounterFormValues {
  return { labelTh: counter.labelTh, labelEn: counter.labelEn, value: String(counter.value) };
}

export function toStatCounterRequest(
  values: StatCounterFormValues,
  counter: StatCounterRecord,
): UpdateStatCounterRequest {
  return {
    id: counter.id,
    version: counter.version,
    labelTh: values.labelTh.trim(),
    labelEn: values.labelEn.trim(),
    value: Number(digitsOf(values.value)),
  };
}
