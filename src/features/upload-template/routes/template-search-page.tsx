import Box from '@mui/material/Box';
import type { UploadTemplate } from 'contract/upload-template';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ListScreenBody, useListScreen } from 'src/components/list-screen';
import { PageHeader } from 'src/components/page-header';
import { searchUploadTemplate } from '../api/template-calls';
import { uploadTemplateKeys } from '../api/upload-template-query-keys';
import { useTemplateColumns } from '../components/template-search/template-columns';
import { TemplateCriteriaFields } from '../components/template-search/template-criteria';
import { templatePaths } from '../components/template-search/template-paths';
import { templateSearchOptions } from '../components/template-search/template-search';

const templateCodeOf = (row: UploadTemplate) => row.templateCode;

/**
 * Template search (spec "Template search"): criteria, results and CSV export. A template opens
 * on its own page, which is both its view and its editor (header fields and input columns); a
 * new one at /template/new. Templates are not deleted: they are made inactive.
 */
export default function TemplateSearchPage() {
  const { t } = useTranslation('upload-template');
  const navigate = useNavigate();
  const screen = useListScreen({
    search: templateSearchOptions,
    queryKey: uploadTemplateKeys.list,
    call: searchUploadTemplate,
    recordKey: templateCodeOf,
  });
  // View opens the template for reading; edit opens it in its editor.
  const viewTemplate = useCallback(
    (row: UploadTemplate) => void navigate(templatePaths.template(row.templateCode)),
    [navigate],
  );
  const editTemplate = useCallback(
    (row: UploadTemplate) => void navigate(templatePaths.edit(row.templateCode)),
    [navigate],
  );
  const columns = useTemplateColumns({ onView: viewTemplate, onEdit: editTemplate });

  return (
    <Box data-page="page-template-search">
      <PageHeader title={t('search.title')} onAdd={() => void navigate(templatePaths.add)} />
      <ListScreenBody
        screen={screen}
        criteria={<TemplateCriteriaFields />}
        columns={columns}
        exportFileName={t('search.exportFile')}
      />
    </Box>
  );
}
