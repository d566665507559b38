import type { ListboxOption } from '../../../contract/master-data';
import { CACHES, Cache } from '../../cache/caches';
import type { StatusNames } from './status-text';

/**
 * The look-up caches of one app instance; a save anywhere in master data, in any process sharing
 * the database, clears them all (masterDataRoutes listens to the topic `master-data`).
 */
export class MasterDataCaches {
  /** Whole answers, serialised (listboxByGroup, listProvince, searchProvince …). */
  readonly json = new Cache<Promise<string>>(CACHES.masterData);
  /** Active options of a listbox group (getDocumentTypeByCustomer filters them per customer). */
  readonly options = new Cache<Promise<ListboxOption[]>>(CACHES.masterData);
  /** Names of the record statuses, for statusDesc. */
  readonly statusNames = new Cache<Promise<StatusNames>>(CACHES.masterData);

  clear(): void {
    this.json.clear();
    this.options.clear();
    this.statusNames.clear();
  }
}
