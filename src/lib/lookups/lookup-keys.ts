/**
 * Query keys of the shared look-ups. A screen that changes master data invalidates
 * `lookupKeys.all` (or a narrower key) so every dropdown shows the change.
 */
export const lookupKeys = {
  all: ['lookups'] as const,
  listbox: (group: string) => ['lookups', 'listbox', group] as const,
  provinces: () => ['lookups', 'provinces'] as const,
  districts: (provinceCode: string) => ['lookups', 'districts', provinceCode] as const,
  subDistricts: (districtCode: string) => ['lookups', 'sub-districts', districtCode] as const,
};

/** Look-ups change a few times a year: keep them for 10 minutes before asking again. */
export const LOOKUP_STALE_TIME = 10 * 60 * 1000;
