/** The list with the entry at `from` taken out and put back at `to` (indexes of the result). */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [entry] = next.splice(from, 1);
  if (entry === undefined) return next;
  next.splice(Math.max(0, Math.min(to, next.length)), 0, entry);
  return next;
}
