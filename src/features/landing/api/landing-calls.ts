import { LANDING_PREFIX, type LandingItem, type StatCounter } from 'contract/landing';
import { apiPost } from 'src/lib/api-client';
import { STAT_COUNTER_ORDER, type LandingListKey } from './landing-data';

// The public list calls, for a page the server has not inlined its content into. A module of
// its own, imported on demand: a page with inlined content never downloads it.

const LIST_CALLS: Record<LandingListKey, string> = {
  banners: `${LANDING_PREFIX}/listBanner`,
  products: `${LANDING_PREFIX}/listProduct`,
  aboutUs: `${LANDING_PREFIX}/listAboutUs`,
  announcements: `${LANDING_PREFIX}/listAnnouncement`,
};

// `silent`: a failed list hides its own section; the page's error banner stays quiet.
export function fetchLandingList(key: LandingListKey, signal: AbortSignal): Promise<LandingItem[]> {
  return apiPost<LandingItem[]>(LIST_CALLS[key], {}, { signal, silent: true });
}

/**
 * The counters of STAT_COUNTER_ORDER, one call each; a counter whose call fails is left out, and
 * the whole fails only when every call did.
 */
export async function fetchStatCounters(signal: AbortSignal): Promise<StatCounter[]> {
  const results = await Promise.allSettled(
    STAT_COUNTER_ORDER.map((id) =>
      apiPost<StatCounter>(`${LANDING_PREFIX}/getStatCounterById`, { id }, { signal, silent: true }),
    ),
  );
  const counters = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  if (counters.length === 0 && results.length > 0) throw new Error('No stat counter could be read');
  return counters;
}
