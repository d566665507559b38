import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { object, string, type InferType } from 'yup';
import { FormProvider } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { FormDialog, useFormSave, useRecordForm, type FormMode } from 'src/components/form-dialog';
import { fieldMessage, RhfTextField } from 'src/components/form-fields';
import { escapeToCancel, UnsavedChangesGuard } from 'src/components/unsaved-changes';
import { useConfirmedAction } from 'src/hooks/use-confirmed-action';
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

/** `editable`: a record opened for viewing offers to switch to editing (as a list's dialog does). */
export function DialogHarness({ mode: opened, editable = false }: { mode: FormMode; editable?: boolean }) {
  const [open, setOpen] = useState(true);
  const [mode, setMode] = useState(opened);
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
        {...(editable && mode === 'inquiry' ? { onEdit: () => setMode('modify') } : {})}
        loading={existing && record.isLoading}
      >
        <RhfTextField<Values> name="code" label="Code" required readOnly={existing} />
        <RhfTextField<Values> name="name" label="Name" required />
      </FormDialog>
    </>
  );
}

/**
 * The same record as a page form (the customer details, a template), with the shared pieces a
 * page form uses: the form save, the banner, Escape = Cancel and the unsaved-changes guard.
 */
export function PageFormHarness() {
  const navigate = useNavigate();
  const form = useRecordForm({ schema, emptyValues, record: undefined, toValues, open: true });
  const { confirmAndSave, isSaving, confirmDialog } = useFormSave<Values, TestRecord>({
    form,
    mode: 'add',
    save: (values) => apiPost<TestRecord>(SAVE, values),
    onSaved: (saved) => form.reset(toValues(saved)),
  });
  const leave = () => void navigate('/list');
  return (
    <>
      <ErrorBanner />
      <form
        noValidate
        aria-label="Test page form"
        onSubmit={(event) => {
          event.preventDefault();
          void form.handleSubmit(confirmAndSave)(event);
        }}
        onKeyDown={escapeToCancel(leave, !isSaving)}
      >
        <FormProvider {...form}>
          <RhfTextField<Values> name="code" label="Code" required />
          <RhfTextField<Values> name="name" label="Name" required />
        </FormProvider>
        <button type="button" onClick={leave}>
          Cancel
        </button>
        <button type="submit">Save</button>
      </form>
      {confirmDialog}
      {form.formState.isDirty && <UnsavedChangesGuard />}
    </>
  );
}

/** A row action outside a dialog (delete), as a list screen runs it. */
export function RowActionHarness() {
  const remove = useConfirmedAction({
    action: (code: string) => apiPost<TestRecord>(SAVE, { code, status: 'DELETE' }),
    confirmation: { message: 'ยืนยันการลบข้อมูล', destructive: true },
  });
  return (
    <>
      <ErrorBanner />
      <button type="button" onClick={() => void remove.run('10')}>
        Delete 10
      </button>
      {remove.confirmDialog}
    </>
  );
}
