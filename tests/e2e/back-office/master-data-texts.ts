// Texts of the master-data screens and the list pattern, read from the app's Thai locale files.
import list from '../../../src/locales/th/list.json' with { type: 'json' };
import masterData from '../../../src/locales/th/master-data.json' with { type: 'json' };

export { list, masterData };

/** A master-data screen: its path in the admin app and its page title. */
export const MASTER_DATA_SCREENS = [
  { path: '/master-data/province', title: masterData.province.title },
  { path: '/master-data/district', title: masterData.district.title },
  { path: '/master-data/sub-district', title: masterData.subDistrict.title },
  { path: '/master-data/listbox', title: masterData.listbox.title },
  { path: '/master-data/config-group', title: masterData.configGroup.title },
] as const;
