import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { PdfTemplateDetail } from 'contract/pdf-template';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { Section } from 'src/components/fact-list';
import { PageHeader } from 'src/components/page-header';
import { RecordPageState, recordReadState } from 'src/components/record-page-state';
import { UnsavedChangesGuard } from 'src/components/unsaved-changes';
import { getPdfTemplateById } from '../api/pdf-template-calls';
import { pdfTemplateKeys } from '../api/pdf-template-query-keys';
import { DetailsForm } from '../components/details/details-form';
import { Designer } from '../components/designer/designer';
import { FormFileSection } from '../components/form-file/form-file-section';
import { pdfTemplatePaths } from '../components/pdf-template-paths';
import { pendingFormOf } from '../components/pending-form';

/** An id the API takes: a positive safe integer. */
const isTemplateId = (id: number) => Number.isSafeInteger(id) && id >= 1;

const hasForm = (template: PdfTemplateDetail): template is PdfTemplateDetail & { formFileId: string } =>
  template.formFileId !== null;

/**
 * One PDF template (/pdf-template/:pdfTemplateId; docs/pdf-template-designer.md): its details
 * with the status, its PDF form (upload or replace), and the field designer over the form. Each
 * part saves on its own over the version it last read; leaving with anything unsaved asks first.
 */
export default function PdfTemplatePage() {
  const { t } = useTranslation('pdf-template');
  const navigate = useNavigate();
  const location = useLocation();
  const pdfTemplateId = Number(useParams().pdfTemplateId);
  const validId = isTemplateId(pdfTemplateId);

  const query = useQuery({
    queryKey: pdfTemplateKeys.detail(pdfTemplateId),
    // Silent: the page says what went wrong itself (not found, or could not load).
    queryFn: ({ signal }) => getPdfTemplateById(pdfTemplateId, { signal, silent: true }),
    enabled: validId,
    // Read fresh on opening (its version guards the saves), but never behind the user's back.
    staleTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  const { data: template, refetch } = query;
  const read = recordReadState(validId, query);

  // A form whose upload failed on the new-template page: kept once, then out of the history
  // entry (a reload must not offer it again).
  const [pending] = useState(() => pendingFormOf(location.state));
  useEffect(() => {
    if (pendingFormOf(location.state)) void navigate(location.pathname, { replace: true, state: null });
  }, [location.state, location.pathname, navigate]);

  // One guard for the page (a router has one blocker at a time).
  const [detailsDirty, setDetailsDirty] = useState(false);
  const [fileDirty, setFileDirty] = useState(false);
  const [layoutDirty, setLayoutDirty] = useState(false);

  const title = read.notFound ? t('page.notFoundTitle') : t('page.title');

  return (
    <Box data-page="page-pdf-template">
      <PageHeader title={title} parents={[{ label: t('search.title'), href: pdfTemplatePaths.list }]} />
      {template && (
        <Typography variant="subtitle1" color="text.secondary" sx={{ mt: -2, mb: 2 }}>
          {`${template.pdfTemplateId} ${template.templateName}`}
        </Typography>
      )}
      <RecordPageState {...read} textKeys="pdf-template:page" listPath={pdfTemplatePaths.list} />
      {template && (
        <Stack spacing={3}>
          <DetailsForm template={template} onReload={refetch} onDirtyChange={setDetailsDirty} />
          <FormFileSection
            template={template}
            pending={pending}
            locked={layoutDirty}
            onReload={refetch}
            onDirtyChange={setFileDirty}
          />
          {hasForm(template) ? (
            <Designer template={template} onReload={refetch} onDirtyChange={setLayoutDirty} />
          ) : (
            <Section title={t('designer.title')}>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('designer.noForm')}
              </Typography>
            </Section>
          )}
        </Stack>
      )}
      {(detailsDirty || fileDirty || layoutDirty) && <UnsavedChangesGuard />}
    </Box>
  );
}
