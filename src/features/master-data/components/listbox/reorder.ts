import type { ListboxItem } from 'contract/master-data';

/**
 * The seq changes that move `code` one place up or down: the list is renumbered 1…n in the new
 * order and only the items whose seq changes are returned (two, when seqs were already 1…n).
 */
export function moveItem(
  items: readonly ListboxItem[],
  code: string,
  direction: 'up' | 'down',
): { item: ListboxItem; seq: number }[] {
  const order = [...items];
  const from = order.findIndex((item) => item.code === code);
  const to = direction === 'up' ? from - 1 : from + 1;
  if (from < 0 || to < 0 || to >= order.length) return [];
  const [moved] = order.splice(from, 1);
  if (!moved) return [];
  order.splice(to, 0, moved);
  return order.map((item, index) => ({ item, seq: index + 1 })).filter(({ item, seq }) => item.seq !== seq);
}
