import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { numberProblem } from './number-problem';

// The side panel's typed values: what is typed stays as typed while it is not valid (with the
// reason under the box), and every valid value is applied at once — the box moves as you type.
// Leaving the box shows the value applied.

interface DraftProps<T> {
  label: string;
  value: T;
  onCommit: (value: T) => void;
  /** The box was left: the next change is an undo step of its own. */
  onDone: () => void;
  disabled?: boolean;
  helperText?: string;
}

/** A number in [min, max] (whole when `integer`), in points or a count. */
export function NumberDraftField({
  label,
  value,
  min,
  max,
  integer = false,
  onCommit,
  onDone,
  disabled,
  helperText,
}: DraftProps<number> & { min: number; max: number; integer?: boolean }) {
  const { t } = useTranslation('list');
  const [draft, setDraft] = useState<string | null>(null);
  const text = draft ?? String(value);
  const problem = numberProblem(text, min, max, integer);
  const message = problem && t(`validation.${problem}`, { min, max });
  return (
    <TextField
      label={label}
      size="small"
      value={text}
      disabled={disabled}
      error={Boolean(problem)}
      helperText={message || helperText}
      onChange={(event) => {
        setDraft(event.target.value);
        if (!numberProblem(event.target.value, min, max, integer)) onCommit(Number(event.target.value));
      }}
      onBlur={() => {
        setDraft(null);
        onDone();
      }}
      slotProps={{ htmlInput: { inputMode: integer ? 'numeric' : 'decimal' } }}
    />
  );
}

/** Text that may not be blank, up to `maxLength` characters. */
export function TextDraftField({
  label,
  value,
  maxLength,
  onCommit,
  onDone,
}: DraftProps<string> & { maxLength: number }) {
  const { t } = useTranslation('list');
  const [draft, setDraft] = useState<string | null>(null);
  const text = draft ?? value;
  const blank = text.trim() === '';
  return (
    <TextField
      label={label}
      size="small"
      required
      value={text}
      error={blank}
      helperText={blank ? t('validation.required') : undefined}
      onChange={(event) => {
        setDraft(event.target.value);
        if (event.target.value.trim() !== '') onCommit(event.target.value.trim());
      }}
      onBlur={() => {
        setDraft(null);
        onDone();
      }}
      slotProps={{ htmlInput: { maxLength } }}
    />
  );
}
