import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import type { UploadResult } from 'contract/customer-upload';
import { UPLOAD_TYPES, type UploadType } from 'contract/upload-template';
import { useMemo, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { RhfSelect } from 'src/components/form-fields';
import {
  getImportTemplate,
  ImportTargetFields,
  importTargetKeys,
  type ImportTargetValues,
} from 'src/components/import-target';
import { PageHeader } from 'src/components/page-header';
import { EntryForm } from '../components/entry-form';
import { SavedNotice } from '../components/saved-notice';

interface ChoiceValues extends ImportTargetValues {
  uploadType: UploadType;
}
const emptyChoice: ChoiceValues = { uploadType: 'ETAX', customerCode: '', branchCode: '', templateCode: '' };

/**
 * Direct entry (spec §2 "Direct data entry by filling in a form"): choose the import type,
 * customer (administrators), branch and template; the form is then built from the template's
 * columns. A saved document is an upload of its own (READY) that follows the import workflow.
 */
export default function DirectEntryPage() {
  const { t } = useTranslation('direct-entry');
  const navigate = useNavigate();
  const [saved, setSaved] = useState<UploadResult | null>(null);
  const choice = useForm<ChoiceValues>({ defaultValues: emptyChoice });
  const [uploadType, customerCode, branchCode, templateCode] = useWatch({
    control: choice.control,
    name: ['uploadType', 'customerCode', 'branchCode', 'templateCode'],
  });
  const template = useQuery({
    queryKey: importTargetKeys.template(templateCode),
    queryFn: ({ signal }) => getImportTemplate(templateCode, { signal }),
    enabled: templateCode !== '',
  });
  const types = useMemo(
    () => UPLOAD_TYPES.map((type) => ({ value: type, label: t(`uploadType.${type}`) })),
    [t],
  );
  const title = t('title');

  return (
    <Box data-page="page-direct-entry">
      <PageHeader title={title} />
      <Stack spacing={3}>
        <Card component="section" aria-label={t('choice.title')} sx={{ p: { xs: 2, md: 3 } }}>
          <FormProvider {...choice}>
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
              }}
            >
              <RhfSelect<ChoiceValues>
                name="uploadType"
                label={t('choice.uploadType')}
                options={types}
                onValueChange={() => choice.setValue('templateCode', '')}
              />
              <ImportTargetFields uploadType={uploadType} />
            </Box>
          </FormProvider>
        </Card>
        {saved && <SavedNotice saved={saved} uploadType={uploadType} />}
        {template.data && branchCode && (
          <EntryForm
            key={`${template.data.templateCode}-${template.data.version}`}
            template={template.data}
            target={{ uploadType, customerCode, branchCode }}
            onSaved={setSaved}
            // Back to the imports of the type, where a saved entry is listed.
            onCancel={() => void navigate(`/import/${uploadType.toLowerCase()}`)}
          />
        )}
      </Stack>
    </Box>
  );
}
