import { yupResolver } from '@hookform/resolvers/yup';
import { screen } from '@testing-library/react';
import { createPortal } from 'react-dom';
import { useForm } from 'react-hook-form';
import { RhfForm, RhfTextField, useFormReadOnly } from 'src/components/form-fields';
import { vi } from 'vitest';
import { object, string } from 'yup';
import { renderWithProviders } from '../render';

// The form element every react-hook-form card and section shares.

interface Values {
  code: string;
}

function ReadOnlyProbe() {
  return <output>{`read-only: ${String(useFormReadOnly())}`}</output>;
}

function Probe({
  onValid,
  readOnly,
  children,
}: {
  onValid: (values: Values) => void;
  readOnly?: boolean;
  children?: React.ReactNode;
}) {
  const form = useForm<Values>({
    defaultValues: { code: 'A1' },
    resolver: yupResolver(object({ code: string().required() })),
  });
  return (
    <RhfForm form={form} onValid={onValid} readOnly={readOnly} aria-label="probe">
      <RhfTextField<Values> name="code" label="Code" />
      <ReadOnlyProbe />
      <button type="submit">Save</button>
      {children}
    </RhfForm>
  );
}

describe('RhfForm', () => {
  it('checks the fields itself and runs onValid with the valid values', async () => {
    const onValid = vi.fn();
    const { user } = renderWithProviders(<Probe onValid={onValid} />);
    expect(screen.getByRole('form', { name: 'probe' })).toHaveAttribute('novalidate');
    expect(screen.getByText('read-only: false')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid).toHaveBeenCalledTimes(1);
    expect(onValid.mock.calls[0]?.[0]).toEqual({ code: 'A1' });

    await user.clear(screen.getByRole('textbox', { name: /Code/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid).toHaveBeenCalledTimes(1);
  });

  it('read only: the fields say so and a submit does nothing', async () => {
    const onValid = vi.fn();
    const { user } = renderWithProviders(<Probe onValid={onValid} readOnly />);
    expect(screen.getByText('read-only: true')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid).not.toHaveBeenCalled();
  });

  it("a form in a portal (a dialog's) does not submit the form around it", async () => {
    const outer = vi.fn();
    const inner = vi.fn();
    const { user } = renderWithProviders(
      <Probe onValid={outer}>{createPortal(<Probe onValid={inner} />, document.body)}</Probe>,
    );
    const [, innerSave] = screen.getAllByRole('button', { name: 'Save' });
    await user.click(innerSave!);
    expect(inner).toHaveBeenCalledTimes(1);
    expect(outer).not.toHaveBeenCalled();
  });
});
