import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RhfForm } from 'src/components/form-fields';
import type { DetailsValues } from './details-schema';

export interface DetailsCardProps {
  form: UseFormReturn<DetailsValues>;
  /** The save (useFormSave's): its confirm question runs with the valid values. */
  save: {
    confirmAndSave: (values: DetailsValues) => Promise<void>;
    isSaving: boolean;
    confirmDialog: ReactNode;
  };
  /** The fields (inside the form's context) and whatever goes with them. */
  children: ReactNode;
  /** A button before the save one. */
  back?: ReactNode;
}

/**
 * The details of a template as a form card: titled, every field checked on submit (the first
 * error focused) before the save asks. The new-template page and a template's page share it.
 */
export function DetailsCard({ form, save, children, back }: DetailsCardProps) {
  const { t } = useTranslation('pdf-template');
  const headingId = useId();
  return (
    <Card sx={{ p: { xs: 2, md: 3 } }}>
      <RhfForm form={form} onValid={save.confirmAndSave} aria-labelledby={headingId}>
        <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('details.title')}
        </Typography>
        {children}
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 3 }}>
          {back}
          <Button type="submit" variant="contained" loading={save.isSaving}>
            {t('details.save')}
          </Button>
        </Box>
      </RhfForm>
      {save.confirmDialog}
    </Card>
  );
}
