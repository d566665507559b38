import { act, renderHook } from '@testing-library/react';
import { useNewForm } from 'src/components/form-dialog';
import { object, string } from 'yup';

const schema = object({ note: string().defined() });
const empty = { note: '' };

describe('useNewForm', () => {
  it('starts from the empty values and starts again from them each time it opens', () => {
    const { result, rerender } = renderHook(({ open }) => useNewForm(schema, empty, open), {
      initialProps: { open: true },
    });
    expect(result.current.getValues()).toEqual({ note: '' });
    act(() => result.current.setValue('note', 'typed'));
    rerender({ open: true });
    expect(result.current.getValues('note')).toBe('typed');
    rerender({ open: false });
    rerender({ open: true });
    expect(result.current.getValues()).toEqual({ note: '' });
  });
});
