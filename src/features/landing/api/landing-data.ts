import {
  LANDING_DATA_ELEMENT_ID,
  STAT_COUNTER_IDS,
  type LandingItem,
  type LandingPageData,
  type StatCounter,
} from 'contract/landing';
import { getServerPageData } from 'src/lib/server-page-data';

// Where the landing content comes from (docs/landing-content.md, "Landing page (web)"):
// 1. the JSON the server writes into the `/` page it serves (contract LandingPageData), so the
//    first paint needs no API call and no axios (the public first load stays under 150 KB);
// 2. otherwise (vite dev/preview, unit tests, a list the server could not read) the public
//    list calls of ./landing-calls, a module loaded only then (with lib/api-client and, on its
//    first call, the axios transport).

/** The four lists of the page, by their LandingPageData key. */
export const LANDING_LIST_KEYS = ['banners', 'products', 'aboutUs', 'announcements'] as const;
export type LandingListKey = (typeof LANDING_LIST_KEYS)[number];

/** The counters the page shows, in this order. */
export const STAT_COUNTER_ORDER: readonly number[] = [
  STAT_COUNTER_IDS.eventsHosted,
  STAT_COUNTER_IDS.runnersRegistered,
  STAT_COUNTER_IDS.documentsDelivered,
];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isLandingItem(value: unknown): value is LandingItem {
  return (
    isRecord(value) &&
    typeof value.id === 'number' &&
    typeof value.titleTh === 'string' &&
    typeof value.titleEn === 'string'
  );
}

function isStatCounter(value: unknown): value is StatCounter {
  return (
    isRecord(value) &&
    typeof value.id === 'number' &&
    typeof value.labelTh === 'string' &&
    typeof value.labelEn === 'string' &&
    typeof value.value === 'number'
  );
}

/** A list that is not an array counts as absent (fetched instead); malformed entries are dropped. */
function listOf<T>(value: unknown, guard: (entry: unknown) => entry is T): T[] | undefined {
  return Array.isArray(value) ? value.filter(guard) : undefined;
}

/** Parses the inlined JSON; anything unreadable is treated as "not inlined" (never throws). */
export function parseLandingData(text: string | null | undefined): LandingPageData | undefined {
  if (!text) return undefined;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isRecord(raw)) return undefined;
  const data: LandingPageData = {};
  for (const key of LANDING_LIST_KEYS) {
    const list = listOf(raw[key], isLandingItem);
    if (list) data[key] = list;
  }
  const counters = listOf(raw.statCounters, isStatCounter);
  if (counters) data.statCounters = counters;
  return data;
}

// Parsed once per element: a page load has one, and returning to `/` reuses it. Keyed by the
// node (not a module flag) so a new document — or a unit test that writes its own — is read anew.
let parsed: { element: Element; data: LandingPageData | undefined } | undefined;

/** The content the server inlined into this page, or undefined when there is none. */
export function inlinedLandingData(): LandingPageData | undefined {
  if (typeof document === 'undefined') return getServerPageData();
  const element = document.getElementById(LANDING_DATA_ELEMENT_ID);
  if (!element) return undefined;
  if (parsed?.element !== element) parsed = { element, data: parseLandingData(element.textContent) };
  return parsed.data;
}

/** Inlined counters, in the page's order (the server may send them in any). */
export function orderedCounters(counters: readonly StatCounter[]): StatCounter[] {
  return STAT_COUNTER_ORDER.flatMap((id) => counters.filter((counter) => counter.id === id));
}
