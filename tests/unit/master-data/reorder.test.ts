import type { ListboxItem } from 'contract/master-data';
import { moveItem } from 'src/features/master-data/components/listbox/reorder';
import { STAMP } from './fixtures';

const item = (code: string, seq: number): ListboxItem => ({
  listboxGroupCode: 'G',
  code,
  nameTh: code,
  nameEn: code,
  seq,
  status: 'ACTIVE',
  ...STAMP,
});

describe('moveItem', () => {
  const items = [item('A', 1), item('B', 2), item('C', 3)];

  it('swaps two neighbours when the seqs are already 1…n', () => {
    expect(moveItem(items, 'B', 'up').map(({ item: i, seq }) => [i.code, seq])).toEqual([
      ['B', 1],
      ['A', 2],
    ]);
  });

  it('does nothing at the ends', () => {
    expect(moveItem(items, 'A', 'up')).toEqual([]);
    expect(moveItem(items, 'C', 'down')).toEqual([]);
  });

  it('renumbers gaps and ties so the new order holds', () => {
    const messy = [item('A', 10), item('B', 10), item('C', 30)];
    expect(moveItem(messy, 'C', 'up').map(({ item: i, seq }) => [i.code, seq])).toEqual([
      ['A', 1],
      ['C', 2],
      ['B', 3],
    ]);
  });
});
