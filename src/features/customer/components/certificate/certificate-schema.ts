import { CERTIFICATE_PASSWORD_MAX } from 'contract/customer-certificate';
import { MAX_UPLOAD_BYTES } from 'contract/file';
import { fieldMessage, type FieldMessage } from 'src/components/form-fields';
import { mixed, object, string, type ObjectSchema } from 'yup';

// A type, not an interface: the record forms take a Record, which interfaces are not.
export type CertificateValues = {
  password: string;
  file: File | null;
};

export const emptyCertificate: CertificateValues = { password: '', file: null };

/** The spec's 5 MB text (common namespace), the same words the file picker says. */
const TOO_LARGE: FieldMessage = { key: 'common:upload.tooLarge' };

export const certificateSchema: ObjectSchema<CertificateValues> = object({
  // Not trimmed: spaces may be part of the PKCS#12's password (the server takes it as typed).
  password: string()
    .required(fieldMessage('required'))
    .max(CERTIFICATE_PASSWORD_MAX, fieldMessage('maxLength', { max: CERTIFICATE_PASSWORD_MAX })),
  file: mixed<File>()
    .nullable()
    .defined()
    .test('file', fieldMessage('fileRequired'), (file) => file instanceof File)
    .test('size', TOO_LARGE, (file) => !(file instanceof File) || file.size <= MAX_UPLOAD_BYTES),
});
