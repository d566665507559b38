import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useState } from 'react';
import { EyeIcon } from 'src/components/inline-icons/icons/eye';
import { EyeOffIcon } from 'src/components/inline-icons/icons/eye-off';
import { LightTextField, type LightTextFieldProps } from 'src/components/light-text-field';

export type PasswordFieldProps = Omit<LightTextFieldProps, 'type' | 'endAdornment'> & {
  /** Accessible names of the toggle, already translated (this component knows no namespace). */
  showLabel: string;
  hideLabel: string;
};

/**
 * A password text field with a show/hide toggle. The toggle is a real button (type="button", so
 * it never submits the form) whose name says what pressing it does next. Inline icons: the
 * sign-in page does not load the icon runtime.
 */
export function PasswordField({ showLabel, hideLabel, ...props }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <LightTextField
      {...props}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            type="button"
            edge="end"
            aria-label={visible ? hideLabel : showLabel}
            onClick={() => setVisible((shown) => !shown)}
          >
            {visible ? <EyeOffIcon /> : <EyeIcon />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
}
