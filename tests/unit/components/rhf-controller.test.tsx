import { screen } from '@testing-library/react';
import { useEffect } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { fieldMessage, FormReadOnlyContext, SERVER_ERROR_TYPE } from 'src/components/form-fields';
import { RhfController } from 'src/components/form-fields/rhf-controller';
import { renderWithProviders } from '../render';

// The wiring every rhf-* field shares: read-only from the form or the field, and the error in words.

interface Values {
  code: string;
}

function Probe({ readOnly, formReadOnly = false }: { readOnly?: boolean; formReadOnly?: boolean }) {
  const form = useForm<Values>({ defaultValues: { code: 'A1' } });
  const { setError } = form;
  useEffect(() => {
    setError('code', { type: 'required', message: fieldMessage('required') as unknown as string });
  }, [setError]);
  return (
    <FormReadOnlyContext value={formReadOnly}>
      <FormProvider {...form}>
        <RhfController<Values>
          name="code"
          readOnly={readOnly}
          render={({ field, isReadOnly, error, errorText }) => (
            <output data-read-only={isReadOnly} data-error={error} data-name={field.name}>
              {`${String(field.value)} ${errorText ?? ''}`}
            </output>
          )}
        />
      </FormProvider>
    </FormReadOnlyContext>
  );
}

function ServerErrorProbe() {
  const form = useForm<Values>({ defaultValues: { code: '' } });
  const { setError } = form;
  useEffect(() => {
    setError('code', { type: SERVER_ERROR_TYPE, message: 'Code already used' });
  }, [setError]);
  return (
    <FormProvider {...form}>
      <RhfController<Values> name="code" render={({ errorText }) => <output>{errorText ?? 'none'}</output>} />
    </FormProvider>
  );
}

describe('RhfController', () => {
  it('hands the bound field and its translated error to render; editable by default', async () => {
    renderWithProviders(<Probe />);
    const out = await screen.findByText(/^A1 \S/);
    expect(out).toHaveAttribute('data-name', 'code');
    expect(out).toHaveAttribute('data-read-only', 'false');
    expect(out).toHaveAttribute('data-error', 'true');
    expect(out.textContent).not.toContain('list:validation');
  });

  it('is read-only when the field says so or when the form is read-only', async () => {
    const { unmount } = renderWithProviders(<Probe readOnly />);
    expect(await screen.findByText(/^A1/)).toHaveAttribute('data-read-only', 'true');
    unmount();
    renderWithProviders(<Probe formReadOnly />);
    expect(await screen.findByText(/^A1/)).toHaveAttribute('data-read-only', 'true');
  });

  it("shows a server's message as it came", async () => {
    renderWithProviders(<ServerErrorProbe />);
    expect(await screen.findByText('Code already used')).toBeInTheDocument();
  });
});
