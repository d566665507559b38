import type { ListboxOption } from '../../../contract/master-data';
import { TtlCache } from '../../http/ttl-cache';
import type { StatusNames } from './status-text';

/**
 * The look-up caches of one app instance; a save anywhere in master data, in any process sharing
 * the database, clears them all (masterDataRoutes listens to the topic `master-data`).
 */
export class MasterDataCaches {
  /** Whole answers, serialised (listboxByGroup, listProvince, searchProvince …). */
  readonly json = new TtlCache<string>();
  /** Active options of a listbox group (getDocumentTypeByCustomer filters them per customer). */
  readonly options = new TtlCache<ListboxOption[]>();
  /** Names of the record statuses, for statusDesc. */
  readonly statusNames = new TtlCache<StatusNames>();

  clear(): void {
    this.json.clear();
    this.options.clear();
    this.statusNames.clear();
  }
}
