import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { Iconify } from 'src/components/iconify';
import { getImportTemplate, TemplateSampleButton } from 'src/components/import-target';
import { PageHeader } from 'src/components/page-header';
import { UnsavedChangesGuard } from 'src/components/unsaved-changes';
import { uploadTemplateKeys } from '../api/upload-template-query-keys';
import { ColumnEditor } from '../components/column-editor/column-editor';
import { TemplateHeaderForm } from '../components/template-page/template-header-form';
import {
  EDIT_PARAM,
  EDIT_VALUE,
  TEMPLATE_LIST_PATH,
  templatePagePath,
} from '../components/template-page/template-page-paths';
import { TemplateColumnsView } from '../components/template-view/template-columns-view';

/**
 * One upload template (docs/upload-templates.md) on its own page: /template/new adds one,
 * /template/:templateCode shows it read-only with an edit button, ?mode=edit edits it. The header fields save on their own; a saved template
 * also gets the input-column editor (saved as one list) and its sample file. Leaving with
 * unsaved header fields or rows asks first.
 */
export default function TemplatePage() {
  const { t } = useTranslation('upload-template');
  const navigate = useNavigate();
  const { templateCode } = useParams<{ templateCode: string }>();
  const existing = templateCode !== undefined;
  const [searchParams, setSearchParams] = useSearchParams();
  const viewing = existing && searchParams.get(EDIT_PARAM) !== EDIT_VALUE;
  const startEditing = () =>
    setSearchParams((params) => {
      params.set(EDIT_PARAM, EDIT_VALUE);
      return params;
    });

  const record = useQuery({
    queryKey: uploadTemplateKeys.detail(templateCode ?? ''),
    queryFn: ({ signal }) => getImportTemplate(templateCode ?? '', { signal }),
    enabled: existing,
    // Read fresh on opening (its version guards the saves), but never behind the user's back.
    staleTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  const template = record.data;
  const { refetch: reload } = record;

  // One guard for the page (a router has one blocker at a time): header or rows unsaved.
  const [headerDirty, setHeaderDirty] = useState(false);
  const [columnsDirty, setColumnsDirty] = useState(false);
  // After an add, continue with the new template's page — once the guard has let go.
  const [created, setCreated] = useState<string | null>(null);
  useEffect(() => {
    if (created !== null) void navigate(templatePagePath(created, { edit: true }), { replace: true });
  }, [created, navigate]);

  const title = viewing ? t('editor.titleView') : existing ? t('editor.titleEdit') : t('editor.titleAdd');

  return (
    <Box data-page="page-upload-template">
      <PageHeader
        title={title}
        parents={[{ label: t('editor.listTitle'), href: TEMPLATE_LIST_PATH }]}
        actions={
          template ? (
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
              <TemplateSampleButton
                templateCode={template.templateCode}
                templateType={template.templateType}
              />
              {viewing && (
                <Button
                  variant="contained"
                  startIcon={<Iconify icon="ri:pencil-line" />}
                  onClick={startEditing}
                >
                  {t('common:action.edit')}
                </Button>
              )}
            </Stack>
          ) : undefined
        }
      />
      {template && (
        <Typography variant="subtitle1" color="text.secondary" sx={{ mt: -2, mb: 2 }}>
          {`${template.templateCode} ${template.templateName}`}
        </Typography>
      )}

      {existing && record.isLoading && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label={t('common:loading')} />
        </Box>
      )}
      {existing && record.isError && !template && <Alert severity="error">{t('editor.notFound')}</Alert>}

      {(!existing || template) && (
        <TemplateHeaderForm
          template={template}
          readOnly={viewing}
          onReload={reload}
          onCreated={setCreated}
          onDirtyChange={setHeaderDirty}
        />
      )}
      {template && viewing ? (
        <TemplateColumnsView template={template} />
      ) : template ? (
        <ColumnEditor template={template} onReload={reload} onDirtyChange={setColumnsDirty} />
      ) : (
        !existing && (
          <Card sx={{ p: { xs: 2, md: 3 }, mt: 3 }}>
            <Typography variant="body2" color="text.secondary">
              {t('editor.saveHeaderFirst')}
            </Typography>
          </Card>
        )
      )}
      {(headerDirty || columnsDirty) && created === null && <UnsavedChangesGuard />}
    </Box>
  );
}
