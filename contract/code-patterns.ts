// The codes that more than one controller takes, written once: each controller's codePatterns
// (customer.ts, master-data-schemas.ts) spreads them beside its own.
export const sharedCodePatterns = {
  customerCode: '^[A-Za-z0-9_-]{1,30}$',
  /** A listbox item's code (document types, customer types …). */
  listboxCode: '^[A-Za-z0-9][A-Za-z0-9_.-]{0,49}$',
  provinceCode: '^[0-9]{2}$',
  districtCode: '^[0-9]{4}$',
  subDistrictCode: '^[0-9]{6}$',
  zipCode: '^[0-9]{5}$',
} as const;
