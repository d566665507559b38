import { compareValues } from 'src/features/audit/components/value-diff';

describe('compareValues', () => {
  it('reads nested records field by field and marks what changed', () => {
    expect(
      compareValues(
        { name: 'A', address: { road: 'X', zip: '10110' }, tags: ['a'] },
        { name: 'A', address: { road: 'Y', zip: '10110' }, tags: ['a', 'b'] },
      ),
    ).toEqual([
      { path: 'name', before: 'A', after: 'A', changed: false },
      { path: 'address.road', before: 'X', after: 'Y', changed: true },
      { path: 'address.zip', before: '10110', after: '10110', changed: false },
      { path: 'tags', before: ['a'], after: ['a', 'b'], changed: true },
    ]);
  });

  it('counts a field one side lacks as changed only when both sides recorded something', () => {
    expect(compareValues({ status: 'OPEN' }, { status: 'CLOSED', remark: 'done' })).toEqual([
      { path: 'status', before: 'OPEN', after: 'CLOSED', changed: true },
      { path: 'remark', before: undefined, after: 'done', changed: true },
    ]);
    // A creation: only "after"; nothing to compare with.
    expect(compareValues(null, { name: 'A' })).toEqual([
      { path: 'name', before: undefined, after: 'A', changed: false },
    ]);
  });

  it('compares records whatever the order of their keys, and a value that is no record whole', () => {
    expect(compareValues({ a: { x: 1, y: 2 } }, { a: { y: 2, x: 1 } }).every((row) => !row.changed)).toBe(
      true,
    );
    expect(compareValues([{ id: 1 }], [{ id: 2 }])).toEqual([
      { path: '', before: [{ id: 1 }], after: [{ id: 2 }], changed: true },
    ]);
    expect(compareValues(null, null)).toEqual([]);
  });
});
