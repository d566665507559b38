import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CustomerCertificate } from 'contract/customer-certificate';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Section } from 'src/components/fact-list';
import { isStaleRecord, useConfirmedAction } from 'src/hooks';
import { isApiError } from 'src/lib/api-error';
import { certificateKeys, deleteCertificate, getCertificate } from '../../api/customer-certificate';
import { CertificateFacts } from './certificate-facts';
import { CertificateUploadDialog } from './certificate-upload-dialog';
import { HsmMoveDialog } from './hsm-move-dialog';

export interface CustomerCertificatePanelProps {
  customerCode: string;
  /** The customer page in inquiry mode: no upload, replace or removal. */
  readOnly?: boolean;
}

/**
 * The customer's signing certificate (docs/etax-signing.md): what it says of itself and whether
 * it can still sign, or — when there is none — that documents are made unsigned. The
 * administrator uploads, replaces or removes it here.
 */
export function CustomerCertificatePanel({ customerCode, readOnly = false }: CustomerCertificatePanelProps) {
  const { t } = useTranslation('customer');
  const queryClient = useQueryClient();
  // Whether the dialog replaces is fixed when it opens: its title must not change as it closes
  // over the certificate it just stored.
  const [dialog, setDialog] = useState({ open: false, replacing: false });
  const [moving, setMoving] = useState(false);
  const queryKey = certificateKeys.detail(customerCode);
  const certificate = useQuery({
    queryKey,
    queryFn: ({ signal }) => getCertificate({ customerCode }, { signal }),
  });

  const removal = useConfirmedAction({
    action: async (current: CustomerCertificate) => {
      try {
        return await deleteCertificate({ customerCode, version: current.version });
      } catch (error) {
        // Replaced since it was read: show the one now stored (the banner says what happened).
        if (isApiError(error) && isStaleRecord(error)) void queryClient.invalidateQueries({ queryKey });
        throw error;
      }
    },
    confirmation: {
      message: t('certificate.removeConfirm'),
      confirmLabel: t('certificate.remove'),
      destructive: true,
    },
    invalidate: [queryKey],
  });

  const current = certificate.data;
  return (
    <Box data-panel="customer-certificate">
      <Section title={t('certificate.title')}>
        {certificate.isPending && (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress aria-label={t('common:loading')} />
          </Box>
        )}
        {certificate.isError && <Alert severity="error">{t('certificate.loadFailed')}</Alert>}
        {current === null && <Alert severity="info">{t('certificate.none')}</Alert>}
        {current && <CertificateFacts certificate={current} />}
        {!readOnly && certificate.isSuccess && (
          <Stack direction="row" spacing={1.5} sx={{ mt: 3, flexWrap: 'wrap' }}>
            <Button
              variant="contained"
              onClick={() => setDialog({ open: true, replacing: Boolean(current) })}
            >
              {t(current ? 'certificate.replace' : 'certificate.upload')}
            </Button>
            <Button variant="outlined" onClick={() => setMoving(true)}>
              {t('certificate.hsm.title')}
            </Button>
            {current && (
              <Button
                variant="outlined"
                color="error"
                loading={removal.isRunning}
                onClick={() => void removal.run(current)}
              >
                {t('certificate.remove')}
              </Button>
            )}
          </Stack>
        )}
      </Section>
      {!readOnly && (
        <CertificateUploadDialog
          open={dialog.open}
          customerCode={customerCode}
          replacing={dialog.replacing}
          onClose={() => setDialog((shown) => ({ ...shown, open: false }))}
        />
      )}
      {!readOnly && (
        <HsmMoveDialog open={moving} customerCode={customerCode} onClose={() => setMoving(false)} />
      )}
      {removal.confirmDialog}
    </Box>
  );
}
