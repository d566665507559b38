import Box from '@mui/material/Box';
import type { UploadTemplate } from 'contract/upload-template';
import { useTranslation } from 'react-i18next';
import { ListScreenBody, useListScreen } from 'src/components/list-screen';
import { PageHeader } from 'src/components/page-header';
import { searchUploadTemplate } from '../api/template-calls';
import { uploadTemplateKeys } from '../api/upload-template-query-keys';
import { OwnTemplateCriteriaFields } from '../components/own-templates/own-template-criteria';
import { useOwnTemplateColumns } from '../components/own-templates/own-template-columns';
import { ownTemplateSearchOptions } from '../components/own-templates/own-template-search';
import { useSampleDownload } from '../components/own-templates/use-sample-download';

const templateCodeOf = (row: UploadTemplate) => row.templateCode;

/**
 * The customer module's /template screen, for every customer user: the customer's ACTIVE upload
 * templates (the same search call; the server narrows it to the caller's customer), read only,
 * each with its sample file to download.
 */
export default function OwnTemplatesPage() {
  const { t } = useTranslation('upload-template');
  const screen = useListScreen({
    search: ownTemplateSearchOptions,
    queryKey: uploadTemplateKeys.list,
    call: searchUploadTemplate,
    recordKey: templateCodeOf,
    readOnly: true,
  });
  const { download, downloading } = useSampleDownload();
  const columns = useOwnTemplateColumns({ onDownload: download, downloading });

  return (
    <Box data-page="page-own-templates">
      <PageHeader title={t('own.title')} />
      <ListScreenBody
        screen={screen}
        criteria={<OwnTemplateCriteriaFields />}
        columns={columns}
        exportFileName={t('own.exportFile')}
      />
    </Box>
  );
}
