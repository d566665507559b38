import TextField from '@mui/material/TextField';

/** A value shown in a form's grid that is not part of the form (a code the server generated, a fixed customer). */
export function ReadOnlyField({ label, value }: { label: string; value: string | undefined }) {
  return <TextField label={label} value={value} fullWidth slotProps={{ input: { readOnly: true } }} />;
}
