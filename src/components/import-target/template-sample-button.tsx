import Button from '@mui/material/Button';
import { useMutation } from '@tanstack/react-query';
import { templateSampleUrl, type TemplateType } from 'contract/upload-template';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { Iconify } from 'src/components/iconify';
import { apiDownload } from 'src/lib/api-client';
import { saveFile } from 'src/lib/save-file';

/** The sample file's name when the server does not give one. */
function fallbackName(templateCode: string, templateType: TemplateType): string {
  return `${templateCode}.${templateType === 'CSV' ? 'csv' : 'xlsx'}`;
}

/**
 * Downloads the template's sample file (its saved columns as the header row, example rows as
 * Thai users type them, the dropdown values): on the template's page, and in the upload dialog
 * for the template chosen — where an import starts (issue 32). A failure is toasted.
 */
export function TemplateSampleButton({
  templateCode,
  templateType,
  variant = 'outlined',
}: {
  templateCode: string;
  templateType: TemplateType;
  variant?: 'outlined' | 'text';
}) {
  const { t } = useTranslation('common');
  const { enqueueSnackbar } = useSnackbar();
  const download = useMutation({
    mutationFn: () => apiDownload(templateSampleUrl(templateCode)),
    onSuccess: ({ blob, fileName }) => saveFile(fileName ?? fallbackName(templateCode, templateType), blob),
    onError: () => enqueueSnackbar(t('sample.failed'), { variant: 'error' }),
  });
  return (
    <Button
      variant={variant}
      startIcon={<Iconify icon="ri:download-2-line" />}
      loading={download.isPending}
      onClick={() => download.mutate()}
    >
      {t('sample.download')}
    </Button>
  );
}
