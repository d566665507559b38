import { useQueryClient } from '@tanstack/react-query';
import type { CustomerCertificate } from 'contract/customer-certificate';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { FormDialog, useNewForm } from 'src/components/form-dialog';
import { SERVER_ERROR_TYPE } from 'src/components/form-fields';
import { isApiError, type ApiError } from 'src/lib/api-error';
import { certificateKeys, uploadCertificate } from '../../api/customer-certificate';
import { CertificateFields } from './certificate-fields';
import { certificateSchema, emptyCertificate, type CertificateValues } from './certificate-schema';

// Module constant: the form resets when its identity changes.
/**
 * What a 413 / 415 says about the file. Those answers are not validation refusals, so the form
 * would not mark the file by itself; a bare one (a proxy's, the body limit's) gets the spec's text.
 */
function fileRefusal(error: ApiError, t: TFunction): string | undefined {
  if (error.status !== 413 && error.status !== 415) return undefined;
  const said = error.details.find((detail) => detail.key === 'FILE_TYPE' || detail.key === 'FILE_TOO_LARGE');
  return said?.description ?? t(error.status === 413 ? 'common:upload.tooLarge' : 'common:upload.wrongType');
}

interface CertificateUploadDialogProps {
  open: boolean;
  customerCode: string;
  /** The customer has a certificate: this upload replaces it (the title and question say so). */
  replacing: boolean;
  onClose: () => void;
}

/**
 * Upload (or replace) the customer's PKCS#12 with its password. A refusal keeps what was chosen
 * and typed: a wrong password shows under the password, a bad file under the file.
 */
export function CertificateUploadDialog({
  open,
  customerCode,
  replacing,
  onClose,
}: CertificateUploadDialogProps) {
  const { t } = useTranslation('customer');
  const queryClient = useQueryClient();
  const form = useNewForm(certificateSchema, emptyCertificate, open);

  const save = async ({ password, file }: CertificateValues) => {
    // The schema refuses a missing file before a save is attempted.
    if (!file) throw new Error('No certificate file chosen');
    try {
      return await uploadCertificate({ customerCode, password }, file);
    } catch (error) {
      const refusal = isApiError(error) ? fileRefusal(error, t) : undefined;
      if (refusal) form.setError('file', { type: SERVER_ERROR_TYPE, message: refusal });
      throw error;
    }
  };

  return (
    <FormDialog<CertificateValues, CustomerCertificate>
      open={open}
      mode="add"
      title={t(replacing ? 'certificate.replace' : 'certificate.upload')}
      form={form}
      save={save}
      confirmMessage={replacing ? t('certificate.replaceConfirm') : t('common:confirm.upload')}
      // The answer is the stored certificate: the tab shows it without reading it again.
      onSaved={(saved) => queryClient.setQueryData(certificateKeys.detail(customerCode), saved)}
      onClose={onClose}
    >
      <CertificateFields />
    </FormDialog>
  );
}
