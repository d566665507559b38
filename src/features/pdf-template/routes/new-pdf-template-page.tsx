import Box from '@mui/material/Box';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PageHeader } from 'src/components/page-header';
import { UnsavedChangesGuard } from 'src/components/unsaved-changes';
import { NewTemplateForm, type Created } from '../components/new-template/new-template-form';
import { pdfTemplatePaths } from '../components/pdf-template-paths';

/**
 * /pdf-template/new: a new PDF template's details and its form; once stored, the template's own
 * page takes over (the form's upload failure, if any, travels with it). Leaving with unsaved
 * choices asks first.
 */
export default function NewPdfTemplatePage() {
  const { t } = useTranslation('pdf-template');
  const navigate = useNavigate();
  const [dirty, setDirty] = useState(false);
  // After the add, continue with the template's page — once the guard has let go.
  const [created, setCreated] = useState<Created | null>(null);
  useEffect(() => {
    if (created === null) return;
    void navigate(pdfTemplatePaths.template(created.template.pdfTemplateId), {
      replace: true,
      state: created.state,
    });
  }, [created, navigate]);

  const title = t('new.title');
  return (
    <Box data-page="page-pdf-template-new">
      <PageHeader title={title} parents={[{ label: t('search.title'), href: pdfTemplatePaths.list }]} />
      <NewTemplateForm onCreated={setCreated} onDirtyChange={setDirty} />
      {dirty && created === null && <UnsavedChangesGuard />}
    </Box>
  );
}
