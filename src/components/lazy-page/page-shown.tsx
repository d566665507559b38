import { useEffect } from 'react';
import { markPageShown } from 'src/lib/page-shown';

/** Renders nothing; its effect runs once the page beside it has committed (hydrated or rendered). */
export function PageShown() {
  useEffect(markPageShown, []);
  return null;
}
