import Checkbox from '@mui/material/Checkbox';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorText, useFormReadOnly } from 'src/components/form-fields';
import type { UserFormValues } from '../../schemas/user-schema';

export interface BranchChoice {
  branchCode: string;
  branchName: string;
}

/**
 * The branches the user works for: a multiple choice of the customer's active branches
 * (listBranchByCustomerAndStatus). A branch the user already has that is no longer active is
 * still listed, by the name the user's detail gives, so that saving does not drop it unseen.
 */
export function UserBranchesField({
  choices,
  loading,
}: {
  choices: readonly BranchChoice[];
  loading: boolean;
}) {
  const { t } = useTranslation('customer-user');
  const { control } = useFormContext<UserFormValues>();
  const readOnly = useFormReadOnly();
  const nameOf = (code: string) => {
    const choice = choices.find((item) => item.branchCode === code);
    return choice ? `${choice.branchCode} ${choice.branchName}` : code;
  };
  return (
    <Controller
      name="branchCodes"
      control={control}
      render={({ field, fieldState }) => {
        const value = field.value;
        const listed = [
          ...choices,
          ...value
            .filter((code) => !choices.some((c) => c.branchCode === code))
            .map((code) => ({ branchCode: code, branchName: '' })),
        ];
        return (
          <TextField
            select
            name={field.name}
            label={t('field.branchCodes')}
            value={value}
            onChange={(event) => {
              const next = event.target.value as unknown as string[] | string;
              field.onChange(typeof next === 'string' ? next.split(',') : next);
            }}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={Boolean(fieldState.error)}
            helperText={errorText(t, fieldState.error) ?? (loading ? t('common:loading') : t('branchesHint'))}
            fullWidth
            slotProps={{
              select: {
                multiple: true,
                renderValue: (selected) => (selected as string[]).map(nameOf).join(', '),
              },
              htmlInput: { readOnly },
            }}
          >
            {listed.map((choice) => (
              <MenuItem key={choice.branchCode} value={choice.branchCode}>
                <Checkbox
                  checked={value.includes(choice.branchCode)}
                  size="small"
                  tabIndex={-1}
                  disableRipple
                />
                <ListItemText primary={`${choice.branchCode} ${choice.branchName}`.trim()} />
              </MenuItem>
            ))}
          </TextField>
        );
      }}
    />
  );
}
