import { array, object, string } from 'yup';
import { blankForm } from 'src/lib/blank-form';

describe('blankForm', () => {
  const schema = object({
    code: string().defined(),
    status: string().defined(),
    name: string().defined(),
    tags: array(string().required()).defined(),
  });

  it("gives '' to every field of the schema, in its order, but for those filled", () => {
    const values = blankForm(schema, { status: 'ACTIVE', tags: [] });
    expect(values).toEqual({ code: '', status: 'ACTIVE', name: '', tags: [] });
    expect(Object.keys(values)).toEqual(['code', 'status', 'name', 'tags']);
  });

  it('leaves every field blank when nothing is filled', () => {
    expect(blankForm(object({ a: string().defined(), b: string().defined() }))).toEqual({ a: '', b: '' });
  });
});
