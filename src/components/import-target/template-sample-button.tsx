import { templateSampleUrl, type TemplateType } from 'contract/upload-template';
import { useTranslation } from 'react-i18next';
import { DownloadButton } from 'src/components/download-button';
import { apiDownload } from 'src/lib/api-client';

/**
 * Downloads the template's sample file (its saved columns as the header row, example rows as
 * Thai users type them, the dropdown values): on the template's page, and in the upload dialog
 * for the template chosen — where an import starts (issue 32). A failure is toasted.
 */
export function TemplateSampleButton({
  templateCode,
  templateType,
  variant,
}: {
  templateCode: string;
  templateType: TemplateType;
  variant?: 'outlined' | 'text';
}) {
  const { t } = useTranslation('common');
  return (
    <DownloadButton
      fetchFile={() => apiDownload(templateSampleUrl(templateCode))}
      fallbackName={`${templateCode}.${templateType === 'CSV' ? 'csv' : 'xlsx'}`}
      failureMessage={t('sample.failed')}
      variant={variant}
    >
      {t('sample.download')}
    </DownloadButton>
  );
}
