import type { Db } from '../../db/client';
import type { MasterDataCaches } from './caches';
import { namesOfGroup } from './listbox-repository';
import { STATUS_GROUP, type StatusNames } from './status-text';

/** The status names for statusDesc, through the look-up cache. */
export function statusNamesLoader(db: Db, caches: MasterDataCaches): () => Promise<StatusNames> {
  return () => caches.statusNames.keep(STATUS_GROUP, () => namesOfGroup(db, STATUS_GROUP));
}
