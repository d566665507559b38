import Box from '@mui/material/Box';
import type { PdfTemplate } from 'contract/pdf-template';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ListScreenBody, useListScreen } from 'src/components/list-screen';
import { PageHeader } from 'src/components/page-header';
import { searchPdfTemplate } from '../api/pdf-template-calls';
import { pdfTemplateKeys } from '../api/pdf-template-query-keys';
import { pdfTemplatePaths } from '../components/pdf-template-paths';
import { usePdfTemplateColumns } from '../components/search/pdf-template-columns';
import { PdfTemplateCriteriaFields } from '../components/search/pdf-template-criteria';
import { pdfTemplateSearchOptions } from '../components/search/pdf-template-search';

const pdfTemplateIdOf = (row: PdfTemplate) => row.pdfTemplateId;

/**
 * PDF template search (spec §2): criteria, results and CSV export. A template opens on its own
 * page (details, the form and the field designer); a new one at /pdf-template/new. Templates
 * are not deleted: they are made inactive.
 */
export default function PdfTemplateSearchPage() {
  const { t } = useTranslation('pdf-template');
  const navigate = useNavigate();
  const screen = useListScreen({
    search: pdfTemplateSearchOptions,
    queryKey: pdfTemplateKeys.list,
    call: searchPdfTemplate,
    recordKey: pdfTemplateIdOf,
  });
  const openTemplate = useCallback(
    (row: PdfTemplate) => void navigate(pdfTemplatePaths.template(row.pdfTemplateId)),
    [navigate],
  );
  const columns = usePdfTemplateColumns({ onView: openTemplate, onEdit: openTemplate });

  return (
    <Box data-page="page-pdf-template-search">
      <PageHeader title={t('search.title')} onAdd={() => void navigate(pdfTemplatePaths.add)} />
      <ListScreenBody
        screen={screen}
        criteria={<PdfTemplateCriteriaFields />}
        columns={columns}
        exportFileName={t('search.exportFile')}
      />
    </Box>
  );
}
