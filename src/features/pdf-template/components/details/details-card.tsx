import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RhfForm } from 'src/components/form-fields';
import type { DetailsValues } from './details-schema';

export interface DetailsCardProps {
  form: UseFormReturn<DetailsValues>;
  /** Runs with the valid values (the confirm question and the save). */
  onValid: (values: DetailsValues) => Promise<void>;
  /** The fields (inside the form's context) and whatever goes with them. */
  children: ReactNode;
  /** The buttons, the submit one included. */
  actions: ReactNode;
  /** The save's confirm prompt. */
  confirmDialog: ReactNode;
}

/**
 * The details of a template as a form card: titled, every field checked on submit (the first
 * error focused) before `onValid` runs. The new-template page and a template's page share it.
 */
export function DetailsCard({ form, onValid, children, actions, confirmDialog }: DetailsCardProps) {
  const { t } = useTranslation('pdf-template');
  const headingId = useId();
  return (
    <Card sx={{ p: { xs: 2, md: 3 } }}>
      <RhfForm form={form} onValid={onValid} aria-labelledby={headingId}>
        <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('details.title')}
        </Typography>
        {children}
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 3 }}>{actions}</Box>
      </RhfForm>
      {confirmDialog}
    </Card>
  );
}
