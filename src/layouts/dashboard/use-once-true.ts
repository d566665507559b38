import { useState } from 'react';

/**
 * True from the first render on which `flag` is true, and ever after. For parts loaded on
 * demand (drawers, menus): mounted when first wanted, then kept so they can animate closed.
 */
export function useOnceTrue(flag: boolean): boolean {
  const [seen, setSeen] = useState(flag);
  if (flag && !seen) setSeen(true);
  return seen || flag;
}
