import { fieldMessage } from 'src/components/form-fields';
import { choosesCustomer, type ImportTargetValues } from 'src/components/import-target';
import { mixed, object, string, type ObjectSchema } from 'yup';

export interface UploadValues extends ImportTargetValues {
  [field: string]: unknown;
  file: File | null;
}

export const emptyUpload: UploadValues = { customerCode: '', branchCode: '', templateCode: '', file: null };

const required = () => string().required(fieldMessage('required'));

export const uploadSchema = object({
  customerCode: choosesCustomer ? required() : string().defined(),
  branchCode: required(),
  templateCode: required(),
  file: mixed<File>()
    .nullable()
    .defined()
    .test('file', fieldMessage('fileRequired'), (file) => file instanceof File),
}) as unknown as ObjectSchema<UploadValues>;
