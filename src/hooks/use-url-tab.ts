import { useId } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';

/**
 * A page's tabs kept in the URL (?tab=branches; the first tab is the page without it): the tab
 * shown, a choice that replaces the history entry (the location's state kept), and the ids that
 * pair each tab with its panel. While `firstOnly`, the first tab shows whatever the URL asks.
 */
export function useUrlTab<T extends string>(tabs: readonly T[], firstOnly = false) {
  const [params, setParams] = useSearchParams();
  const state: unknown = useLocation().state;
  const idBase = useId();
  const first = tabs[0]!;
  const requested = tabs.find((name) => name === params.get('tab'));
  const tab: T = firstOnly || requested === undefined ? first : requested;
  const selectTab = (next: T) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === first) updated.delete('tab');
        else updated.set('tab', next);
        return updated;
      },
      { replace: true, state },
    );
  return {
    tab,
    selectTab,
    tabId: (name: T) => `${idBase}-tab-${name}`,
    panelId: (name: T) => `${idBase}-panel-${name}`,
  };
}
