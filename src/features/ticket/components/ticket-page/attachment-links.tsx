import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TicketAttachment } from 'contract/ticket';
import { fileDownloadUrl } from 'contract/file';
import { useTranslation } from 'react-i18next';
import { fileSizeText } from 'src/components/file-drop';
import { Iconify } from 'src/components/iconify';
import { apiDownload } from 'src/lib/api-client';
import { saveFile } from 'src/lib/save-file';
import { useLocales } from 'src/lib/use-locales';

/** The file through the file API (it needs the session, so not a plain link), saved under its name. */
function download(file: TicketAttachment) {
  void apiDownload(fileDownloadUrl(file.fileId))
    .then(({ blob }) => saveFile(file.fileName, blob))
    .catch(() => undefined);
}

/** The files of a ticket or a comment, each a button that downloads it. */
export function AttachmentLinks({ files }: { files: readonly TicketAttachment[] }) {
  const { t } = useTranslation('ticket');
  const { currentLang } = useLocales();
  if (files.length === 0) return null;
  return (
    <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t('attachments')}>
      {files.map((file) => (
        <Stack component="li" key={file.fileId} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Iconify icon="ri:attachment-2" width={18} />
          <Link component="button" type="button" variant="body2" onClick={() => download(file)}>
            {file.fileName}
          </Link>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {fileSizeText(file.fileSize, currentLang.numberFormat.code)}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
