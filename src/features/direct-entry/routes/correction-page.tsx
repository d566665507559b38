import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { CORRECTABLE_TYPES, CORRECTION_TYPES, type CorrectionType } from 'contract/correction';
import type { DirectEntryData, UploadResult } from 'contract/customer-upload';
import type { DocumentDetail } from 'contract/document';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import {
  choosesCustomer,
  getImportTemplate,
  importTargetKeys,
  useImportTemplates,
} from 'src/components/import-target';
import { PageHeader } from 'src/components/page-header';
import { RecordPageState, recordReadState } from 'src/components/record-page-state';
import { correctionKeys, getOriginal, saveCorrection } from '../api/correction-calls';
import { CorrectionReason } from '../components/correction-reason';
import { CORRECTION_KEYS, correctionEntry } from '../components/correction-values';
import { EntryForm } from '../components/entry-form';
import { SavedNotice } from '../components/saved-notice';

const documentPath = (documentId: number) => `/document/${documentId}`;

const isCorrectable = (original: DocumentDetail) =>
  original.status === 'GENERATED' &&
  !original.cancelled &&
  (CORRECTABLE_TYPES as readonly string[]).includes(original.documentType);

/** The form once the original and the template are known: the template's fields, prefilled. */
function CorrectionForm({
  original,
  type,
  templateCode,
  onSaved,
}: {
  original: DocumentDetail;
  type: CorrectionType;
  templateCode: string;
  onSaved: (result: UploadResult) => void;
}) {
  const navigate = useNavigate();
  const template = useQuery({
    queryKey: importTargetKeys.template(templateCode),
    queryFn: ({ signal }) => getImportTemplate(templateCode, { signal }),
  });
  const columns = template.data?.columns;
  const initialValues = useMemo(() => columns && correctionEntry(original, columns), [original, columns]);
  if (!template.data || !initialValues) return null;
  return (
    <EntryForm
      key={`${template.data.templateCode}-${template.data.version}`}
      template={template.data}
      target={{
        uploadType: original.uploadType,
        customerCode: original.customerCode,
        branchCode: original.branchCode,
      }}
      initialValues={initialValues}
      hiddenKeys={CORRECTION_KEYS}
      saveData={(data: DirectEntryData) =>
        saveCorrection({ documentId: original.documentId, correctionType: type, templateCode, data })
      }
      onSaved={onSaved}
      onCancel={() => void navigate(documentPath(original.documentId))}
    >
      <CorrectionReason original={original} type={type} />
    </EntryForm>
  );
}

/**
 * A credit note, debit note or cancellation of an issued document (/direct-entry/correction/:documentId/:type,
 * opened from the document's page): the original's reference, the reason, and the document typed
 * into one of the customer's templates of that type, prefilled from the original. Saved, it is an
 * import of its own (READY) that follows the two steps.
 */
export default function CorrectionPage() {
  const { t } = useTranslation('direct-entry');
  const params = useParams();
  const documentId = Number(params.documentId);
  const type = (CORRECTION_TYPES as readonly string[]).includes(params.type ?? '')
    ? (params.type as CorrectionType)
    : undefined;
  const valid = type !== undefined && Number.isSafeInteger(documentId) && documentId >= 1;
  const [saved, setSaved] = useState<UploadResult | null>(null);
  const [chosen, setChosen] = useState('');
  const query = useQuery({
    queryKey: correctionKeys.original(documentId),
    queryFn: ({ signal }) => getOriginal(documentId, { signal, silent: true }),
    enabled: valid,
  });
  const original = query.data;
  const templates = useImportTemplates(
    choosesCustomer ? (original?.customerCode ?? '') : '',
    original?.uploadType ?? 'ETAX',
    original !== undefined,
  );
  const choices = (templates.data ?? []).filter((template) => template.documentType === type);
  const templateCode = chosen || choices[0]?.templateCode || '';
  const read = recordReadState(valid, query);
  const title = type ? t(`correction.title.${type}`, { documentNo: original?.documentNo ?? '' }) : '';

  return (
    <Box data-page="page-correction">
      <PageHeader
        title={title}
        parents={original ? [{ label: original.documentNo, href: documentPath(original.documentId) }] : []}
      />
      <RecordPageState {...read} textKeys="direct-entry:correction" listPath="/document" />
      {original && type && (
        <Stack spacing={3}>
          {saved && <SavedNotice saved={saved} uploadType={original.uploadType} />}
          {!isCorrectable(original) ? (
            <Alert severity="warning">
              {t(original.cancelled ? 'correction.cancelled' : 'correction.notCorrectable')}
            </Alert>
          ) : templates.isSuccess && choices.length === 0 ? (
            <Alert severity="warning">{t('correction.noTemplate', { type })}</Alert>
          ) : (
            !saved && (
              <>
                <Card component="section" aria-label={t('choice.title')} sx={{ p: { xs: 2, md: 3 } }}>
                  <TextField
                    select
                    fullWidth
                    label={t('correction.template')}
                    value={templateCode}
                    onChange={(event) => setChosen(event.target.value)}
                  >
                    {choices.map((template) => (
                      <MenuItem key={template.templateCode} value={template.templateCode}>
                        {template.templateName}
                      </MenuItem>
                    ))}
                  </TextField>
                </Card>
                {templateCode && (
                  <CorrectionForm
                    key={templateCode}
                    original={original}
                    type={type}
                    templateCode={templateCode}
                    onSaved={setSaved}
                  />
                )}
              </>
            )
          )}
        </Stack>
      )}
    </Box>
  );
}
