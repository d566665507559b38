import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { HsmKeyRequest } from 'contract/customer-certificate';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from 'src/lib/api-error';
import { saveFile } from 'src/lib/save-file';
import {
  certificateKeys,
  listHsmSlots,
  requestHsmKey,
  uploadHsmCertificate,
} from '../../api/customer-certificate';

interface HsmMoveDialogProps {
  open: boolean;
  customerCode: string;
  onClose: () => void;
}

/** What the server said (at its field), or the generic text. */
function problemOf(error: unknown, fallback: string): string {
  if (isApiError(error)) return error.details[0]?.description ?? error.message;
  return fallback;
}

/**
 * Moves the customer's signing key into a PKCS#11 slot (docs/etax-signing.md, "PKCS#11 slots"):
 * step 1 has a key generated in the slot's token and downloads its certificate request for the
 * CA; step 2 uploads the certificate the CA issued, taken only when it belongs to that key. Until
 * then the customer keeps signing as before, so the dialog may be closed between the steps.
 */
export function HsmMoveDialog({ open, customerCode, onClose }: HsmMoveDialogProps) {
  const { t } = useTranslation('customer');
  const queryClient = useQueryClient();
  const slots = useQuery({
    queryKey: ['hsm-slots'],
    queryFn: ({ signal }) => listHsmSlots({ signal }),
    enabled: open,
  });
  const [hsmSlot, setHsmSlot] = useState('');
  const [commonName, setCommonName] = useState('');
  const [organization, setOrganization] = useState('');
  const [requested, setRequested] = useState<HsmKeyRequest | undefined>();
  const [file, setFile] = useState<File | undefined>();
  const [problem, setProblem] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const slot = hsmSlot || slots.data?.[0]?.hsmSlot || '';

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setProblem(undefined);
    try {
      await work();
    } catch (error) {
      setProblem(problemOf(error, t('certificate.hsm.failed')));
    } finally {
      setBusy(false);
    }
  };

  const generate = () =>
    run(async () => {
      const answer = await requestHsmKey({ customerCode, hsmSlot: slot, commonName, organization });
      setRequested(answer);
      saveFile(`${answer.keyLabel}.csr`, new Blob([answer.csrPem], { type: 'application/pkcs10' }));
    });

  const upload = () =>
    run(async () => {
      const saved = await uploadHsmCertificate(customerCode, requested?.hsmSlot ?? slot, file!);
      queryClient.setQueryData(certificateKeys.detail(customerCode), saved);
      onClose();
    });

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="hsm-move-title">
      <DialogTitle id="hsm-move-title">{t('certificate.hsm.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {slots.isSuccess && slots.data.length === 0 && (
            <Alert severity="info">{t('certificate.hsm.noSlots')}</Alert>
          )}
          {problem && <Alert severity="error">{problem}</Alert>}
          <Typography variant="subtitle2">{t('certificate.hsm.step1')}</Typography>
          <TextField
            select
            label={t('certificate.hsm.slot')}
            value={slot}
            onChange={(event) => setHsmSlot(event.target.value)}
            disabled={!slots.data?.length}
          >
            {(slots.data ?? []).map((option) => (
              <MenuItem key={option.hsmSlot} value={option.hsmSlot}>
                {t('certificate.hsm.slotOption', { slot: option.hsmSlot, token: option.tokenLabel })}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={t('certificate.hsm.commonName')}
            value={commonName}
            onChange={(event) => setCommonName(event.target.value)}
            required
          />
          <TextField
            label={t('certificate.hsm.organization')}
            value={organization}
            onChange={(event) => setOrganization(event.target.value)}
          />
          <Button
            variant="outlined"
            onClick={() => void generate()}
            disabled={!slot || !commonName.trim()}
            loading={busy && !requested}
          >
            {t('certificate.hsm.generate')}
          </Button>
          {requested && (
            <Alert severity="success">
              {t('certificate.hsm.generated', { key: requested.keyLabel, token: requested.tokenLabel })}
            </Alert>
          )}
          <Typography variant="subtitle2">{t('certificate.hsm.step2')}</Typography>
          <Button variant="outlined" component="label">
            {file ? file.name : t('certificate.hsm.chooseCertificate')}
            <input
              hidden
              type="file"
              accept=".cer,.crt,.pem,.der"
              aria-label={t('certificate.hsm.certificateFile')}
              onChange={(event) => setFile(event.target.files?.[0])}
            />
          </Button>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common:cancel')}</Button>
        <Button
          variant="contained"
          onClick={() => void upload()}
          disabled={!file || !slot}
          loading={busy && !!requested}
        >
          {t('certificate.hsm.upload')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
