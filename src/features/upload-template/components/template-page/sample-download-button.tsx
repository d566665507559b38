import Button from '@mui/material/Button';
import { useMutation } from '@tanstack/react-query';
import type { TemplateType } from 'contract/upload-template';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { Iconify } from 'src/components/iconify';
import { saveFile } from 'src/lib/save-file';
import { downloadTemplateSample } from '../../api/template-calls';

/** The sample file's name when the server does not give one. */
function fallbackName(templateCode: string, templateType: TemplateType): string {
  return `${templateCode}.${templateType === 'CSV' ? 'csv' : 'xlsx'}`;
}

/**
 * Downloads the template's sample file (its saved columns as the header row, one example row,
 * the dropdown values). A failure is told by the error banner (the API client reports it).
 */
export function SampleDownloadButton({
  templateCode,
  templateType,
}: {
  templateCode: string;
  templateType: TemplateType;
}) {
  const { t } = useTranslation('upload-template');
  const { enqueueSnackbar } = useSnackbar();
  const download = useMutation({
    mutationFn: () => downloadTemplateSample(templateCode),
    onSuccess: ({ blob, fileName }) => saveFile(fileName ?? fallbackName(templateCode, templateType), blob),
    onError: () => enqueueSnackbar(t('editor.sampleFailed'), { variant: 'error' }),
  });
  return (
    <Button
      variant="outlined"
      startIcon={<Iconify icon="ri:download-2-line" />}
      loading={download.isPending}
      onClick={() => download.mutate()}
    >
      {t('editor.downloadSample')}
    </Button>
  );
}
