import type { LandingItem, StatCounter } from 'contract/landing';
import { useEffect, useState } from 'react';
import type { SectionState } from 'src/components/marketing/landing/section-state';
import { inlinedLandingData, orderedCounters, type LandingListKey } from '../api/landing-data';

// Only a page without inlined content needs the calls (and lib/api-client with them).
const loadCalls = () => import('../api/landing-calls');

/**
 * Inlined data when the page has it (ready at the first render: no skeleton, no request),
 * else one request on mount. Plain state + effect on purpose: TanStack Query and axios stay
 * out of the public first load (tests/build/bundle-separation.test.ts).
 */
function useSection<T>(
  inlined: () => T | undefined,
  load: (signal: AbortSignal) => Promise<T>,
): SectionState<T> {
  const [state, setState] = useState<SectionState<T>>(() => {
    const data = inlined();
    return data === undefined ? { status: 'loading' } : { status: 'ready', data };
  });
  const needsLoad = state.status === 'loading';

  useEffect(() => {
    if (!needsLoad) return undefined;
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => setState({ status: 'ready', data }),
      () => {
        if (!controller.signal.aborted) setState({ status: 'error' });
      },
    );
    return () => controller.abort();
    // `load` is a stable module function per call site; the effect runs once per mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [needsLoad]);

  return state;
}

export function useLandingList(key: LandingListKey): SectionState<LandingItem[]> {
  return useSection(
    () => inlinedLandingData()?.[key],
    async (signal) => (await loadCalls()).fetchLandingList(key, signal),
  );
}

export function useStatCounters(): SectionState<StatCounter[]> {
  return useSection(
    () => {
      const counters = inlinedLandingData()?.statCounters;
      return counters && orderedCounters(counters);
    },
    async (signal) => (await loadCalls()).fetchStatCounters(signal),
  );
}

/** Everything the page shows, requested together when the page mounts. */
export interface LandingContent {
  banners: SectionState<LandingItem[]>;
  products: SectionState<LandingItem[]>;
  aboutUs: SectionState<LandingItem[]>;
  announcements: SectionState<LandingItem[]>;
  statCounters: SectionState<StatCounter[]>;
}

export function useLandingContent(): LandingContent {
  return {
    banners: useLandingList('banners'),
    products: useLandingList('products'),
    aboutUs: useLandingList('aboutUs'),
    announcements: useLandingList('announcements'),
    statCounters: useStatCounters(),
  };
}
