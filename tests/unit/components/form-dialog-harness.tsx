import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { object, string, type InferType } from 'yup';
import { FormDialog, useRecordForm, type FormMode } from 'src/components/form-dialog';
import { fieldMessage, RhfTextField } from 'src/components/form-fields';
import { apiPost } from 'src/lib/api-client';
import { ErrorBanner } from 'src/providers/error-banner';

// A minimal record dialog built like the master-data ones, for the FormDialog tests.

export const GET = '/api/test/get';
export const SAVE = '/api/test/save';

const schema = object({
  code: string()
    .required(fieldMessage('required'))
    .matches(/^\d{2}$/, { message: fieldMessage('digits', { length: 2 }) }),
  name: string().required(fieldMessage('required')),
});
type Values = InferType<typeof schema>;
export interface TestRecord extends Values {
  version: number;
}

const emptyValues: Values = { code: '', name: '' };
const toValues = (record: TestRecord): Values => ({ code: record.code, name: record.name });

export function DialogHarness({ mode }: { mode: FormMode }) {
  const [open, setOpen] = useState(true);
  const existing = mode !== 'add';
  const record = useQuery({
    queryKey: ['test-record'],
    queryFn: () => apiPost<TestRecord>(GET, {}),
    enabled: existing,
  });
  const current = existing ? record.data : undefined;
  const form = useRecordForm({ schema, emptyValues, record: current, toValues, open });
  return (
    <>
      <ErrorBanner />
      <p>{open ? 'dialog open' : 'dialog closed'}</p>
      <FormDialog
        open={open}
        mode={mode}
        title="Test record"
        form={form}
        save={(values) => apiPost<TestRecord>(SAVE, { ...values, version: current?.version })}
        duplicateFields={{ TEST_DUPLICATE: 'code' }}
        onReload={() => record.refetch()}
        onClose={() => setOpen(false)}
        loading={existing && record.isLoading}
      >
        <RhfTextField<Values> name="code" label="Code" required readOnly={existing} />
        <RhfTextField<Values> name="name" label="Name" required />
      </FormDialog>
    </>
  );
}
