import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isOtherPurpose, PURPOSE_CODES, type CorrectionType } from 'contract/correction';
import type { DocumentDetail } from 'contract/document';
import { useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FactList } from 'src/components/fact-list';
import { RhfSelect, RhfTextField } from 'src/components/form-fields';
import { fDate } from 'src/lib/format';
import type { EntryValues } from './entry-values';

/**
 * What a correction references (the original's number and date, read-only: the server takes them
 * from the original) and why: for a note one of ETDA's purpose codes of its type, with a text of
 * the user's for "another reason" (a "99" code); for a cancellation the reason as text.
 */
export function CorrectionReason({ original, type }: { original: DocumentDetail; type: CorrectionType }) {
  const { t } = useTranslation('direct-entry');
  const { control } = useFormContext<EntryValues>();
  const code = useWatch({ control, name: 'data.PURPOSE_CODE' }) as string | undefined;
  const codes: readonly string[] = PURPOSE_CODES[type];
  const options = useMemo(
    () => codes.map((value) => ({ value, label: `${value} ${t(`correction.purposes.${value}`)}` })),
    [codes, t],
  );
  const needsText = codes.length === 0 || (code !== undefined && isOtherPurpose(code));
  const title = t('correction.reference');
  return (
    <Card component="section" aria-label={title} sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Stack spacing={2}>
        <FactList
          facts={[
            [t('correction.referenceNo'), original.documentNo],
            [t('correction.referenceDate'), fDate(original.issueDate)],
          ]}
        />
        {codes.length > 0 && (
          <RhfSelect<EntryValues>
            name="data.PURPOSE_CODE"
            label={t('correction.purposeCode')}
            options={options}
            emptyLabel={t('common:importTarget.choose')}
            required
          />
        )}
        {needsText && (
          <RhfTextField<EntryValues>
            name="data.PURPOSE_TEXT"
            label={t('correction.purposeText')}
            required
            slotProps={{ htmlInput: { maxLength: 256 } }}
          />
        )}
      </Stack>
    </Card>
  );
}
