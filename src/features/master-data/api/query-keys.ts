/**
 * Query keys of the master-data screens. A save invalidates its entity's key, which refreshes
 * the list (it keeps its page) and the open record.
 */
export const masterDataKeys = {
  province: ['master-data', 'province'] as const,
  district: ['master-data', 'district'] as const,
  subDistrict: ['master-data', 'sub-district'] as const,
  listboxGroup: ['master-data', 'listbox-group'] as const,
  configGroup: ['master-data', 'config-group'] as const,
  detail: (entity: readonly string[], key: string) => [...entity, 'detail', key] as const,
};
