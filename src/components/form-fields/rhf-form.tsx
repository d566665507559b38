import Box, { type BoxProps } from '@mui/material/Box';
import type { ReactNode } from 'react';
import { FormProvider, type FieldValues, type SubmitHandler, type UseFormReturn } from 'react-hook-form';
import { FormReadOnlyContext, useFormReadOnly } from './form-read-only';

export type RhfFormProps<Values extends FieldValues> = Omit<
  BoxProps<'form'>,
  'component' | 'onSubmit' | 'children'
> & {
  form: UseFormReturn<Values>;
  /** Runs with the valid values; an invalid submit focuses the first error instead. */
  onValid: SubmitHandler<Values>;
  /** The fields show their values read only and a submit does nothing (default: as around it). */
  readOnly?: boolean;
  /** The fields, inside the form's context, and the buttons. */
  children: ReactNode;
};

/**
 * A react-hook-form form: the app checks the fields, not the browser. A submit stays in this
 * form: React events bubble through portals, so a dialog's form would else submit the page's.
 */
export function RhfForm<Values extends FieldValues>({
  form,
  onValid,
  readOnly,
  children,
  ...box
}: RhfFormProps<Values>) {
  const inherited = useFormReadOnly();
  const locked = readOnly ?? inherited;
  return (
    <Box
      component="form"
      noValidate
      {...box}
      onSubmit={(event) => {
        event.preventDefault();
        event.stopPropagation();
        if (!locked) void form.handleSubmit(onValid)(event);
      }}
    >
      <FormReadOnlyContext.Provider value={locked}>
        <FormProvider {...form}>{children}</FormProvider>
      </FormReadOnlyContext.Provider>
    </Box>
  );
}
